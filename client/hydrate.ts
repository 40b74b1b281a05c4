import { createElement, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useHydrated } from './hydrated';

/**
 * Renders the island and, once React has committed its enhanced markup (the render after hydration, in which
 * useHydrated() turns true), marks its root data-hydrated: the moment its buttons and forms really work, which is
 * what tests, styles and a held-back tap (client/main.ts) wait for.
 */
function Hydrated({
  island,
  props,
  onHydrated,
}: {
  island: ComponentType<object>;
  props: object;
  onHydrated: () => void;
}) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onHydrated();
  }, [hydrated, onHydrated]);
  return createElement(island, props);
}

/**
 * React's client renderer, kept out of the entry: client/main.ts imports this module with the first island that
 * wakes, so a page whose islands all wait for the visitor downloads no React until one is used.
 */
export function hydrate(root: HTMLElement, island: ComponentType<object>, props: object): Promise<void> {
  return new Promise((resolve) => {
    const onHydrated = () => {
      root.dataset.hydrated = '';
      resolve();
    };
    hydrateRoot(root, createElement(Hydrated, { island, props, onHydrated }));
  });
}
