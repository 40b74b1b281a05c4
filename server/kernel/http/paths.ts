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

/** Load balancers probe this, over plain HTTP too (it is never redirected to HTTPS). */
export const HEALTH_CHECK_PATH = '/healthz';
/** Whether this server should get traffic (database, migrations, disk, shutdown); probed like /healthz. */
export const READINESS_PATH = '/readyz';
