import type { Writable } from 'node:stream';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { AppDatabase } from '../database';
import type { ExportWorkerData, FromExportWorker } from './export-worker-protocol';

/**
 * The worker's own heap limits. Writing a million rows makes garbage fast (row objects, dates, JSON, gzip's
 * input) and V8 lets a heap with room grow before it collects: in the server's own heap the export took the
 * process from 138 to 283 MB on five years of PostgreSQL data. In a heap this small V8 collects as it goes; the
 * export holds one batch of rows at a time (never a table) and one photo, so it needs no more: photos of 8 MB,
 * several times what a re-encoded photo weighs, still fit. Exceeding it ends the worker and fails the download,
 * never the server.
 */
export const EXPORT_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 4 };

/**
 * writeFullExport (export.ts) in a worker thread: the same file into `out`, from a connection of the worker's
 * own, with its own small heap (EXPORT_WORKER_LIMITS), so a full export neither grows the server's memory nor
 * holds up its event loop with the JSON and gzip of a million rows. Back-pressure is kept: the worker sends
 * a few chunks ahead of what `out` has taken. Resolves with the rows written per table once `out` has taken
 * everything; on a failure (or when `out` closes early: the owner cancelled) the worker is stopped and `out`
 * destroyed, so a download never ends as a file that looks whole.
 */
export function writeFullExportInWorker(
  database: AppDatabase,
  out: Writable,
  now: Date = new Date(),
): Promise<Record<string, number>> {
  const data: ExportWorkerData = { database: database.config, now: now.toISOString() };
  const worker = startExportWorker(data);
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      // The error is the promise's to report; `out` must not also throw it as an unhandled 'error' event.
      out.once('error', () => {});
      out.destroy(error);
      reject(error);
    };
    out.once('close', () => {
      if (!out.writableFinished) fail(new Error('the download was closed before the export was complete'));
    });
    worker.on('message', (message: FromExportWorker) => {
      if ('chunk' in message) {
        const chunk = Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
        if (out.write(chunk)) worker.postMessage('taken');
        else out.once('drain', () => worker.postMessage('taken'));
      } else if ('done' in message) {
        settled = true;
        out.end(() => resolve(message.done));
      } else fail(new Error(`full export failed: ${message.failed}`));
    });
    worker.once('error', (error) => fail(error));
    worker.once('exit', (code) => fail(new Error(`the export's worker stopped (exit code ${code})`)));
  });
}

/**
 * The built server's worker is dist/export-worker.js, beside dist/server.js (scripts/build.ts). Run from the
 * TypeScript sources (tests, npm run dev), the worker registers tsx's loader first, as the process did.
 */
function startExportWorker(data: ExportWorkerData): Worker {
  const options = { workerData: data, resourceLimits: EXPORT_WORKER_LIMITS };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./export-worker.js', import.meta.url), options);
  const entry = new URL('./export-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
