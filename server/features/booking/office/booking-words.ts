import { visitAddress } from '../../../../data/site/address';
import { findService } from '../../../../data/site/services';
import { oneLine } from '../../../../data/text';
import type { OfficeBookingView } from '../../../../views/booking/office/booking-types';
import { clockTime, dayName } from '../../../../views/office/format';
import type { OfficeBooking, OfficeBookings } from '../office';
import { telHref } from '../../../kernel/mail/mailer';

/** Days the window picker offers, from today: the visitors' horizon and two weeks more, for the office only. */
export const PICKER_DAYS = 28;

export const viewOf = (booking: OfficeBooking): OfficeBookingView => ({
  reference: booking.reference,
  status: booking.status,
  windowStart: Date.parse(booking.windowStart),
  windowEnd: Date.parse(booking.windowEnd),
  name: booking.name,
  phone: booking.phone,
  telHref: telHref(booking.phone),
  email: booking.email,
  address: visitAddress(booking),
  zip: booking.zip,
  service: findService(booking.service)?.name ?? booking.service,
  brand: booking.brand,
  model: booking.model,
  problem: booking.problem,
  coupon: booking.coupon,
  createdAt: booking.createdAt,
  updatedAt: booking.updatedAt,
  cancelledAt: booking.cancelledAt,
  changedBy: booking.changedBy,
  source: booking.source,
  createdBy: booking.createdBy,
  leadId: booking.leadId,
  visitStatus: booking.visitStatus,
  technicianId: booking.technicianId,
  language: booking.language,
});

/** The office's picker days, in its words: every window with its places booked, closed days with their reason. */
export function officePickerDays(picker: Awaited<ReturnType<OfficeBookings['windowsForOffice']>>) {
  if (picker.kind !== 'ok') return [];
  return picker.days.map((day) => ({
    date: day.date,
    label: dayName(day.date),
    ...(day.closed ? { closed: oneLine(day.closed) } : {}),
    windows: day.windows.map((window) => ({
      start: window.start,
      hours: `${clockTime(window.startsAt)}–${clockTime(Date.parse(window.end))}`,
      capacity: window.capacity,
      taken: window.taken,
      past: window.past,
    })),
  }));
}
