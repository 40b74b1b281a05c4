import type { FaqItem } from '../../data/site/faq';

export interface FaqAccordionProps {
  items: FaqItem[];
}

/**
 * The questions. Without JavaScript (and until `enhance` below has run) each one is a native <details>/<summary>,
 * so every answer is reachable. The server renders this component; the browser never does (decision 0065).
 */
export default function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details className="faq__item" id={item.id} key={item.id}>
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

/**
 * The browser's side (client/main.ts, the registry's 'enhance' rule), without React: the questions become the
 * WAI-ARIA accordion pattern, a heading with a button carrying aria-expanded and aria-controls, and a panel that is
 * hidden when closed; opening one closes the others. Native <details> cannot express "opening one closes the
 * others" with correct state for every screen reader, and its summary exposes no aria-controls, so the enhanced
 * mode uses real buttons. None is open, unless a link such as /faq#warranty asked for one (or the visitor opened one
 * before this ran).
 */
export async function enhance(root: HTMLElement, { items }: FaqAccordionProps): Promise<void> {
  const list = root.querySelector('.faq');
  if (!list) return;
  const hash = window.location.hash.slice(1);
  const openBefore = list.querySelector<HTMLDetailsElement>('details[open]')?.id;
  let openId = items.some((item) => item.id === hash) ? hash : (openBefore ?? null);

  const shown = items.map((item) => {
    const wrapper = document.createElement('div');
    wrapper.id = item.id;
    const heading = document.createElement('h3');
    heading.className = 'faq__heading';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'faq__question';
    button.id = `${item.id}-question`;
    button.setAttribute('aria-controls', `${item.id}-answer`);
    button.textContent = item.question;
    heading.append(button);
    const panel = document.createElement('div');
    panel.className = 'faq__answer';
    panel.id = `${item.id}-answer`;
    const answer = document.createElement('p');
    answer.textContent = item.answer;
    panel.append(answer);
    wrapper.append(heading, panel);
    button.addEventListener('click', () => {
      openId = openId === item.id ? null : item.id;
      draw();
    });
    return { id: item.id, wrapper, button, panel };
  });

  function draw() {
    for (const { id, wrapper, button, panel } of shown) {
      const open = id === openId;
      wrapper.className = open ? 'faq__item is-open' : 'faq__item';
      button.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
    }
  }

  draw();
  // Keyboard focus on a summary moves to its button, so a visitor tabbing as this runs keeps their place.
  const focused = document.activeElement?.closest('details')?.id;
  list.replaceChildren(...shown.map(({ wrapper }) => wrapper));
  if (focused) shown.find(({ id }) => id === focused)?.button.focus();
}
