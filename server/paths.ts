import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The build output. The production bundle lives in dist/ itself; run from source (tests, tsx) this file
 * is in server/ and the build output sits beside it in ../dist.
 */
export const distDir = path.basename(here) === 'dist' ? here : path.resolve(here, '..', 'dist');
export const publicDir = path.join(distDir, 'public');
export const manifestFile = path.join(distDir, 'manifest.json');
