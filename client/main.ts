import type { ComponentType } from 'react';
import { carryUtm } from './carry-utm';
import { isIslandName, islandLoaders } from './registry';
import { subscribeToasts } from './toast';

/** Reads the JSON props the server wrote right after an island (see views/components/Island.tsx). */
function islandProps(root: Element): object {
  const block = root.nextElementSibling;
  if (!block || !block.matches('script[type="application/json"][data-island-props]')) return {};
  return JSON.parse(block.textContent ?? '{}') as object;
}

const loading = new WeakMap<HTMLElement, ReturnType<typeof loadCode>>();
const waking = new WeakMap<HTMLElement, Promise<void>>();

function loadCode(name: string) {
  if (!isIslandName(name)) return Promise.reject(new Error(`unknown island "${name}"`));
  // A Spanish page's islands read the Spanish words, which an English page never downloads.
  const words = document.documentElement.lang === 'es' ? import('../data/messages/es/screens') : undefined;
  return Promise.all([import('./hydrate'), islandLoaders[name](), words]);
}

/** Starts downloading React and the island's code, once per island, without touching the page. */
function load(root: HTMLElement): ReturnType<typeof loadCode> {
  let code = loading.get(root);
  if (!code) {
    code = loadCode(root.dataset.island ?? '');
    loading.set(root, code);
  }
  return code;
}

/** Hydrates the island, once; settles when its enhanced markup is in the page. */
function wake(root: HTMLElement): Promise<void> {
  let awake = waking.get(root);
  if (!awake) {
    awake = load(root).then(([{ hydrate }, island]) => {
      // A form island starts from what the visitor typed before it woke (the 'form' rule), read as late as can be.
      const props = islandProps(root);
      const start = 'propsFromForm' in island ? island.propsFromForm(root, props as never) : props;
      return hydrate(root, island.default as ComponentType<object>, start);
    });
    awake.catch((error: unknown) => console.error('island failed to hydrate', error));
    waking.set(root, awake);
  }
  return awake;
}

/**
 * An island that waits for the visitor (decision 0056). Until it wakes, its control (the element it marks
 * data-wake-control) works as it does without JavaScript. Pressing on the control starts the download; the click
 * that follows is held back and given to the hydrated control, so the tap that woke the island is the tap that
 * works it. A keyboard's focus wakes it at once and is put back on the control, which hydration may replace.
 */
function wakeOnUse(root: HTMLElement): void {
  const control = () => root.querySelector<HTMLElement>('[data-wake-control]');
  const onControl = (event: Event) =>
    event.target instanceof Element && event.target.closest('[data-wake-control]') !== null;
  const awake = () => root.dataset.hydrated !== undefined;
  let clickHeld = false;
  root.addEventListener('pointerdown', (event) => {
    if (onControl(event) && !awake()) load(root).catch(() => undefined);
  });
  root.addEventListener('focusin', (event) => {
    // A pointer's focus is followed by its click; only the keyboard's (focus-visible) wakes the island here.
    if (!onControl(event) || awake() || !(event.target as Element).matches(':focus-visible')) return;
    wake(root).then(
      () => {
        if (document.activeElement === null || document.activeElement === document.body) control()?.focus();
      },
      () => undefined,
    );
  });
  root.addEventListener('click', (event) => {
    if (!onControl(event) || awake()) return;
    event.preventDefault();
    if (clickHeld) return;
    clickHeld = true;
    const held = control();
    wake(root)
      .then(
        () => control()?.click(),
        // Without its code, the control does what it does without JavaScript (the menu's link to #site-nav).
        () => {
          if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
        },
      )
      .finally(() => {
        clickHeld = false;
      });
  });
}

/**
 * An island whose browser side is a function on the server's markup (the registry's 'enhance' rule): its module
 * runs at load and React is not fetched for it. Marked data-hydrated once its work is done, as a React island is.
 */
function enhance(root: HTMLElement): void {
  const name = root.dataset.island ?? '';
  if (!isIslandName(name)) return;
  const words = document.documentElement.lang === 'es' ? import('../data/messages/es/screens') : undefined;
  Promise.all([islandLoaders[name](), words])
    .then(([island]) => ('enhance' in island ? island.enhance(root, islandProps(root) as never) : undefined))
    .then(
      () => {
        root.dataset.hydrated = '';
      },
      (error: unknown) => console.error('island failed to enhance', error),
    );
}

/**
 * A form that wakes when the visitor first uses it (the registry's 'form' rule, decision 0065): until then it is
 * the server's plain form. A press, focus, a key or typing inside the island loads its code and React and hydrates
 * it, starting from what the form shows (the module's `propsFromForm`). A submit before it is awake is held back
 * and sent again once it is, with the same submitter, so the island handles it as it handles every later one; if
 * the code cannot load, the held submit goes as it does without JavaScript, with everything typed.
 */
function wakeOnForm(root: HTMLElement): void {
  const awake = () => root.dataset.hydrated !== undefined;
  const start = () => {
    if (!awake()) wake(root).catch(() => undefined);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown', 'input'])
    root.addEventListener(type, start, { passive: true });
  let held = false;
  let plain = false;
  // In the capture phase, registered before React's listeners on the root: a held submit is neither posted by the
  // browser nor seen by React, whose handler may already be in place while the island finishes waking; the submit
  // sent again is the one it handles.
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (awake() || plain || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held) return;
      held = true;
      const submitter = event.submitter;
      const again = () => {
        if (!form.isConnected) return;
        // The same button (its name and value are part of what is sent: step 4's Confirm or Change), if still its own.
        if (submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === form)
          form.requestSubmit(submitter);
        else form.requestSubmit();
      };
      // Sent again in a task of its own: a form being submitted ignores requestSubmit until its submit event is over,
      // and a wake that has already failed settles within that event.
      wake(root)
        .catch(() => {
          plain = true;
        })
        .finally(() => {
          held = false;
          setTimeout(again);
        });
    },
    true,
  );
  // A history entry the island wrote (a reload of step 4, or Back to it from another page): only the island can draw
  // the step it holds, so it wakes at once.
  if (window.history.state !== null) start();
}

/** Islands that wait for the first toast (the toaster): the island that raised it is awake, React with it. */
function wakeOnToast(roots: HTMLElement[]): void {
  if (roots.length === 0) return;
  const stop = subscribeToasts(() => {
    stop();
    for (const root of roots) wake(root).catch(() => undefined);
  });
}

carryUtm(document, window.location);

const toastRoots: HTMLElement[] = [];
for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const rule = root.dataset.wake;
  if (rule === 'use') wakeOnUse(root);
  else if (rule === 'toast') toastRoots.push(root);
  else if (rule === 'enhance') enhance(root);
  else if (rule === 'form') wakeOnForm(root);
  else wake(root).catch(() => undefined);
}
wakeOnToast(toastRoots);
