import type { ComponentType } from 'react';
import type { IslandComponent, IslandName, IslandProps, Serialisable } from '../../client/registry';
import { safeJson } from '../safeJson';

export interface IslandElementProps<N extends IslandName> {
  name: N;
  /** Must be the component client/registry.ts pairs with this name; anything else does not compile. */
  component: IslandComponent<N>;
  props: Serialisable<IslandProps<N>>;
}

/**
 * Marks an interactive component for hydration. The server renders it like any other component and writes
 * its props into the non-executable JSON block right after it; client/main.ts hydrates it from there and marks
 * it data-hydrated.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandElementProps<N>) {
  // Inside, N is any island; the pairing was checked where <Island> was written.
  const Component = component as ComponentType<object>;
  const json = props as object;
  return (
    <>
      <div className="island" data-island={name}>
        <Component {...json} />
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: safeJson(json) }} />
    </>
  );
}
