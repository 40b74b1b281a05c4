import type { ComponentType } from 'react';
import {
  wakeRule,
  type IslandComponent,
  type IslandName,
  type IslandProps,
  type Serialisable,
} from '../../client/registry';
import { safeJson } from '../safeJson';

/**
 * Whether rendered HTML holds an island: the attribute only <Island> writes. Text cannot spell it, since React
 * writes a quote in text and in other attributes' values as &quot; (the props block's attribute is another name).
 */
export function hasIsland(html: string): boolean {
  return html.includes(' data-island="');
}

export interface IslandElementProps<N extends IslandName> {
  name: N;
  /** Must be the component client/registry.ts pairs with this name; anything else does not compile. */
  component: IslandComponent<N>;
  props: Serialisable<IslandProps<N>>;
}

/**
 * Marks an interactive component for hydration. The server renders it like any other component and writes
 * its props into the non-executable JSON block right after it; client/main.ts hydrates it from there, at load or
 * when its data-wake rule says (the registry's islandWakes), and marks it data-hydrated.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandElementProps<N>) {
  // Inside, N is any island; the pairing was checked where <Island> was written.
  const Component = component as ComponentType<object>;
  const json = props as object;
  return (
    <>
      <div className="island" data-island={name} data-wake={wakeRule(name)}>
        <Component {...json} />
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: safeJson(json) }} />
    </>
  );
}
