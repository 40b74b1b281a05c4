/**
 * `npm run trace`: the files a reader opens to follow one request, counted by running it. V8's precise coverage
 * is reset after a warm-up of the same request, then the request runs again (its e-mail delivered to a local SMTP
 * sink) and every project file with a function that ran is listed. The kernel (HTTP, database, renderer, mail
 * transport) is counted apart: a reader follows a feature through it without opening it. The measures are the
 * architecture issue's "files to open" (docs/architecture.md#following-one-request).
 */
import { Session } from 'node:inspector/promises';
import path from 'node:path';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

const root = path.resolve(import.meta.dirname, '..');

interface Coverage {
  result: { url: string; functions: { functionName: string; ranges: { count: number }[] }[] }[];
}

/** The project's files with a function that ran since the last call, as paths from the root. */
async function ranSince(show = false): Promise<string[]> {
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as unknown as Coverage;
  return result
    .filter((script) => script.url.startsWith(`file://${root}/`) && !script.url.includes('/node_modules/'))
    .filter((script) => script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0))
    .map((script) => {
      // TRACE_FUNCTIONS=1 names the functions that ran, to see why a file is on the path.
      if (show && process.env.TRACE_FUNCTIONS)
        console.log(
          script.url,
          script.functions.filter((fn) => (fn.ranges[0]?.count ?? 0) > 0).map((fn) => fn.functionName || '(anonymous)'),
        );
      return script;
    })
    .map((script) => path.relative(root, new URL(script.url).pathname))
    .filter((file) => !file.startsWith('scripts/') && !file.startsWith('test/'))
    .sort();
}

/**
 * What every request goes through and a reader of one feature does not open: the kernel and composition root, the
 * office shell (sessions, CSRF, the guard), the shared views (document, layout, components, the islands every
 * page's header hydrates), the shell's views and the content data (texts, services, areas, the booking form's
 * rules).
 */
const SHARED = [
  'client/',
  'server/kernel/',
  'server/app/',
  'server/office/',
  'views/components/',
  'views/layout/',
  'views/office/',
];
const isShared = (file: string) =>
  SHARED.some((folder) => file.startsWith(folder)) ||
  file.startsWith('data/') ||
  (file.startsWith('views/') && !file.slice('views/'.length).includes('/'));

const { traces } = await import('./trace-requests');

// `npm run trace -- [name] [--strict]`: one request by its name, or all of them.
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
let failed = false;
for (const trace of traces.filter((t) => !only || t.name === only)) {
  const next = await trace.setup();
  // A warm-up first: module loading, caches, first-time work.
  const warmUp = await next();
  await warmUp();
  const run = await next();
  await ranSince();
  await run();
  const files = await ranSince(true);
  const kernel = files.filter(isShared);
  const feature = files.filter((file) => !isShared(file));
  const within = feature.length <= trace.goal;
  failed ||= !within;
  console.log(`\n${trace.name}: ${feature.length} files to open (goal ≤ ${trace.goal}${within ? '' : ', missed'})`);
  for (const file of feature) console.log(`  ${file}`);
  console.log(`  + shared layers, not opened to follow a feature: ${kernel.length} files`);
  await trace.teardown();
}
session.disconnect();
process.exit(failed && process.argv.includes('--strict') ? 1 : 0);
