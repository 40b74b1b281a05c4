import { writeBookingsCsv } from '../../booking';
import type { FeatureScreen } from '../../../office';
import type { ExportStore } from '../store';
import { exported } from './exported';
import { exportedBookings } from '../exported-rows';

/**
 * /office/export/bookings.csv: every booking, cancelled ones too, by window; the same safe CSV as leads.csv,
 * written as the bookings are read, a batch at a time.
 */
export const exportBookingsCsvScreen: FeatureScreen<ExportStore> = async (request, exports) => {
  await exported(request, { action: 'Exported bookings.csv' });
  return {
    stream: {
      type: 'text/csv; charset=utf-8',
      name: `bookings-${request.now.toISOString().slice(0, 10)}.csv`,
      write: (out) => writeBookingsCsv(exportedBookings(exports.bookingBatches()), out),
    },
  };
};
