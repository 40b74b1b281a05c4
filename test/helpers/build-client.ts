import { buildClient } from '../../scripts/build';

/** Vitest global setup: the app links hashed client files, so build them once before any suite. */
export default async function setup(): Promise<void> {
  await buildClient('production');
}
