import { exportFileName } from '../../../kernel/db/portable/format';
import type { OfficeScreen } from '../../../office/http';

/**
 * /office/export/everything.ndjson.gz: everything the shop owns as one file (docs/export-format.md), read from
 * one snapshot a batch at a time and compressed as it is sent; `npm run db:import -- FILE` restores it.
 */
export const exportEverythingScreen: OfficeScreen = async ({ store, log, now }) => {
  const name = exportFileName(now);
  // Logged before the snapshot is read, so the file's activity log holds its own download.
  await log('Downloaded the full export', name);
  return { stream: { type: 'application/gzip', name, write: (out) => store.writeFullExport(out, now) } };
};
