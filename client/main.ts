import { createElement, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { carryUtm } from './carry-utm';
import { isIslandName, islandLoaders } from './registry';

/** Reads the JSON props the server wrote right after an island (see views/components/Island.tsx). */
function islandProps(root: Element): object {
  const block = root.nextElementSibling;
  if (!block || !block.matches('script[type="application/json"][data-island-props]')) return {};
  return JSON.parse(block.textContent ?? '{}') as object;
}

/**
 * Renders the island and, once React has committed the hydrated tree, marks its root data-hydrated: the moment
 * its buttons and forms really work, which is what tests and styles wait for.
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
  useEffect(onHydrated, [onHydrated]);
  return createElement(island, props);
}

async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const { default: island } = await islandLoaders[name]();
  const onHydrated = () => {
    root.dataset.hydrated = '';
  };
  const props = islandProps(root);
  hydrateRoot(root, createElement(Hydrated, { island: island as ComponentType<object>, props, onHydrated }));
}

carryUtm(document, window.location);

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  hydrateIsland(root).catch((error: unknown) => console.error('island failed to hydrate', error));
}
