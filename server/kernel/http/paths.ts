import path from 'node:path';
import { fileURLToPath } from 'node:url';

const thisFile = fileURLToPath(import.meta.url);
const here = path.dirname(thisFile);

/**
 * The build output. The production bundle (server.js) lives in it, whatever the folder is called once
 * copied (a container's /app); run from source (tests, tsx) this file is server/kernel/http/paths.ts and the
 * build output is the repository's dist/.
 */
export const distDir = /\.tsx?$/.test(thisFile) ? path.resolve(here, '..', '..', '..', 'dist') : here;
export const publicDir = path.join(distDir, 'public');
export const manifestFile = path.join(distDir, 'manifest.json');
