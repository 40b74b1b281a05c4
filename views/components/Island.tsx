import type { ComponentType } from 'react';
import type { IslandName } from '../../client/islands/registry';
import { safeJson } from '../safeJson';

export interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}

/**
 * Marks an interactive component for hydration. The server renders it like any other component and writes
 * its props into the non-executable JSON block right after it; client/main.ts hydrates it from there.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <>
      <div className="island" data-island={name}>
        <Component {...props} />
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
    </>
  );
}
