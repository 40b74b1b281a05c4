import { toStoredBooking, type BookingCsvRow } from '../booking';
import { leadStatus, toStoredLead, type LeadNote, type OfficeLead } from '../leads';
import type { BookingRowWithPrice, LeadRowWithNotes } from './store';

export interface ExportedLead extends OfficeLead {
  notes: LeadNote[];
}

/** The leads' batches as the office's leads, with their status and notes (leads.csv). */
export async function* exportedLeads(batches: AsyncIterable<LeadRowWithNotes[]>): AsyncGenerator<ExportedLead[]> {
  for await (const batch of batches) {
    yield batch.map(({ row, notes }) => ({ ...toStoredLead(row), status: leadStatus(row.status), notes }));
  }
}

/** The bookings' batches as booking's stored bookings, with their price and technician (bookings.csv). */
export async function* exportedBookings(
  batches: AsyncIterable<BookingRowWithPrice[]>,
): AsyncGenerator<BookingCsvRow[]> {
  for await (const batch of batches)
    yield batch.map(({ row, price, technician }) => ({ ...toStoredBooking(row), price, technician }));
}
