/**
 * The full export's worker thread (see export-in-worker.ts): opens its own connection to the database the server
 * uses, writes the export as writeFullExport does, and posts the compressed bytes to the server's thread a chunk
 * at a time, never more than EXPORT_CHUNKS_IN_FLIGHT ahead of what the download has taken.
 */
import { Writable } from 'node:stream';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createDatabase } from '../database';
import { writeFullExport } from './export';
import { EXPORT_CHUNKS_IN_FLIGHT, type ExportWorkerData, type FromExportWorker } from './export-worker-protocol';

// Loaded anywhere but as the export's worker (a tool that imports every module, say), it does nothing.
if (parentPort && workerData) await runExport(parentPort, workerData as ExportWorkerData);

async function runExport(port: MessagePort, { database: config, now }: ExportWorkerData): Promise<void> {
  const post = (message: FromExportWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

  let credit = EXPORT_CHUNKS_IN_FLIGHT;
  let blocked: (() => void) | undefined;
  port.on('message', (message: 'taken') => {
    if (message !== 'taken') return;
    credit++;
    const resume = blocked;
    blocked = undefined;
    resume?.();
  });

  const toServer = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const send = () => {
        credit--;
        // gzip's chunks can share one ArrayBuffer: each is copied into its own, which is then moved, not cloned.
        const bytes = new Uint8Array(chunk);
        post({ chunk: bytes }, [bytes.buffer]);
        done();
      };
      if (credit > 0) send();
      else blocked = send;
    },
  });

  // One connection is all the export reads with: the snapshot is one transaction.
  const database = createDatabase(config, { poolSize: 1 });
  try {
    post({ done: await writeFullExport(database, toServer, new Date(now)) });
  } catch (error) {
    post({ failed: error instanceof Error ? error.message : String(error) });
  } finally {
    await database.close();
    port.close();
  }
}
