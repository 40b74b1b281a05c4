import { writeBookingsCsv } from '../../booking/export';
import type { OfficeScreen } from '../../../office/http';

/**
 * /office/export/bookings.csv: every booking, cancelled ones too, by window; the same safe CSV as leads.csv,
 * written as the bookings are read, a batch at a time.
 */
export const exportBookingsCsvScreen: OfficeScreen = async ({ store, log, now }) => {
  await log('Exported bookings.csv');
  return {
    stream: {
      type: 'text/csv; charset=utf-8',
      name: `bookings-${now.toISOString().slice(0, 10)}.csv`,
      write: (out) => writeBookingsCsv(store.bookingBatches(), out),
    },
  };
};
