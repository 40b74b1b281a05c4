import { exportFileName } from '../../../kernel/db/portable/format';
import type { FeatureScreen } from '../../../office';
import type { ExportStore } from '../store';
import { exported } from './exported';

/**
 * /office/export/everything.ndjson.gz: everything the shop owns as one file (docs/export-format.md), read from
 * one snapshot a batch at a time and compressed as it is sent; `npm run db:import -- FILE` restores it.
 */
export const exportEverythingScreen: FeatureScreen<ExportStore> = async (request, exports) => {
  const { now } = request;
  const name = exportFileName(now);
  // Logged (and committed) before the snapshot is read, so the file's activity log holds its own download.
  await exported(request, { action: 'Downloaded the full export', detail: name });
  return { stream: { type: 'application/gzip', name, write: (out) => exports.writeFullExport(out, now) } };
};
