import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islandLoaders } from './islands/registry';

/** Reads the JSON props the server wrote right after an island (see views/components/Island.tsx). */
function islandProps(root: Element): object {
  const block = root.nextElementSibling;
  if (!block || !block.matches('script[type="application/json"][data-island-props]')) return {};
  return JSON.parse(block.textContent ?? '{}') as object;
}

async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const { default: Component } = await islandLoaders[name]();
  hydrateRoot(root, createElement(Component as ComponentType<object>, islandProps(root)));
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  hydrateIsland(root).catch((error: unknown) => console.error('island failed to hydrate', error));
}
