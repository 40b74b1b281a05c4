import type { ComponentProps, ComponentType } from 'react';

/**
 * The islands: every file in client/islands/ is one, named after its file and default-exporting its component.
 * This table is the only place a name is paired with a component. The browser loads each on demand, so a page
 * downloads only the island code it uses; views render the same component on the server through <Island>,
 * whose name, component and props are typed from here.
 */
export const islandLoaders = {
  menu: () => import('./islands/menu'),
  toaster: () => import('./islands/toaster'),
  coupons: () => import('./islands/coupons'),
  faq: () => import('./islands/faq'),
  contact: () => import('./islands/contact'),
  book: () => import('./islands/book'),
  'next-available': () => import('./islands/next-available'),
  'save-on-change': () => import('./islands/save-on-change'),
  'phone-lookup': () => import('./islands/phone-lookup'),
  map: () => import('./islands/map'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;

/**
 * When an island's code is loaded and hydrated (client/main.ts, decision 0056); an island not named here wakes as
 * soon as the page has loaded. 'use': when the visitor first reaches for its control (the element it marks
 * data-wake-control), which works as it does without JavaScript until then. 'toast': with the first toast, which
 * only an awake island can raise. 'enhance': at load, without React: its module's `enhance(root, props)` works on
 * the server's markup (decision 0060). 'form': when the visitor first uses its form (a press, focus, a key or
 * typing inside it), whose plain post works until then; a submit before it is awake is held and sent again once
 * it is, and its props are first brought up to what the form shows by its module's `propsFromForm(root, props)`
 * (decision 0065). A page whose islands all wait or enhance loads no React until one wakes.
 */
export const islandWakes = {
  menu: 'use',
  toaster: 'toast',
  'next-available': 'enhance',
  coupons: 'enhance',
  faq: 'enhance',
  map: 'enhance',
  contact: 'form',
  book: 'form',
} as const satisfies { readonly [N in IslandName]?: WakeRule };

export type WakeRule = 'use' | 'toast' | 'enhance' | 'form';

/** An island's rule, or undefined for one that wakes at load. */
export function wakeRule(name: IslandName): WakeRule | undefined {
  return (islandWakes as { readonly [N in IslandName]?: WakeRule })[name];
}

/** The islands whose wake rule is R. */
type IslandsWaking<R extends WakeRule> = {
  [N in keyof typeof islandWakes]: (typeof islandWakes)[N] extends R ? N : never;
}[keyof typeof islandWakes];

/** The islands whose rule is 'enhance': their module's `enhance` is what the browser runs. */
type EnhancedIsland = IslandsWaking<'enhance'>;

/** Compiles only while every 'enhance' island's module exports `enhance(root, props)`. */
export type EveryEnhancedIslandEnhances = Assert<
  {
    [N in EnhancedIsland]: Awaited<ReturnType<(typeof islandLoaders)[N]>> extends {
      enhance: (root: HTMLElement, props: IslandProps<N>) => Promise<void>;
    }
      ? true
      : false;
  }[EnhancedIsland]
>;

/** The islands whose rule is 'form': their module's `propsFromForm` is read before React hydrates them. */
type FormIsland = IslandsWaking<'form'>;

/**
 * Compiles only while every 'form' island's module exports `propsFromForm(root, props)`: what the visitor typed
 * before it woke, laid over the server's props, so React's state starts from what is on screen.
 */
export type EveryFormIslandReadsItsForm = Assert<
  {
    [N in FormIsland]: Awaited<ReturnType<(typeof islandLoaders)[N]>> extends {
      propsFromForm: (root: HTMLElement, props: IslandProps<N>) => IslandProps<N>;
    }
      ? true
      : false;
  }[FormIsland]
>;

/** The component an island name stands for. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>['default'];

/** The props of an island: written into the page as JSON and read back in the browser. */
export type IslandProps<N extends IslandName> =
  unknown extends ComponentProps<IslandComponent<N>> ? Record<string, never> : ComponentProps<IslandComponent<N>>;

/** What survives JSON.stringify and JSON.parse unchanged: no functions, dates, maps, classes or symbols. */
export type Serialisable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? readonly Serialisable<Item>[]
      : T extends object
        ? { [K in keyof T]: Serialisable<T[K]> }
        : never;

type Assert<T extends true> = T;
/** Compiles only while every island's props can cross the wire as JSON. */
export type EveryIslandTakesJson = Assert<
  { [N in IslandName]: IslandProps<N> extends Serialisable<IslandProps<N>> ? true : false }[IslandName]
>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
