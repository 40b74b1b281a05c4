import type { DatabaseConfig } from '../../config';

/** What the export's worker thread is started with. */
export interface ExportWorkerData {
  database: DatabaseConfig;
  /** The export's time (ISO 8601), for its header. */
  now: string;
}

/** The worker's messages: compressed bytes, then either the rows written per table or why it failed. */
export type FromExportWorker = { chunk: Uint8Array } | { done: Record<string, number> } | { failed: string };

/**
 * Chunks (gzip's, 16 KB) the worker may post before the server's thread says the download has taken one
 * ('taken'): enough to keep both threads busy, few enough that a slow download holds the worker back.
 */
export const EXPORT_CHUNKS_IN_FLIGHT = 4;
