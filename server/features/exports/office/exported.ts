import type { ActivityLine, OfficeRequest } from '../../../office';

/**
 * Writes the activity line of a download through the pipeline's transaction: a download changes nothing, so the
 * line is the transaction's one write, committed before the first byte is read for the file.
 */
export async function exported(request: OfficeRequest, activity: ActivityLine): Promise<void> {
  await request.transact(async () => ({ activity }));
}
