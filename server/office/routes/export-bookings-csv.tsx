import { bookingsCsv } from '../../booking/export';
import type { OfficeScreen } from '../http';

/** /office/export/bookings.csv: every booking, cancelled ones too, by window; the same safe CSV as leads.csv. */
export const exportBookingsCsvScreen: OfficeScreen = async ({ booking, log, now }) => {
  const [all, prices] = await Promise.all([booking.bookings.allBookings(), booking.charges.everyCharge()]);
  await log('Exported bookings.csv', `${all.length} booking${all.length === 1 ? '' : 's'}`);
  return {
    file: {
      type: 'text/csv; charset=utf-8',
      name: `bookings-${now.toISOString().slice(0, 10)}.csv`,
      body: bookingsCsv(all, prices),
    },
  };
};
