import { bookingRules } from '../../data/booking';

/**
 * Visits an arrival window can take, for the office's screens. One function so that the schedule settings
 * (capacity per weekday and window, kept in the database) replace the default here in one line.
 */
export function capacityFor(_date: string, _startMinutes: number): number {
  return bookingRules.capacity;
}
