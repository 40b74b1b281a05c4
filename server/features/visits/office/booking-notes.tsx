import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/office/links';
import { multiLineText } from '../../../kernel/http/schemas';
import { officeAction, type FeatureScreen } from '../../../office';
import type { OfficeBooking } from '../../booking';
import { MAX_NOTE_LENGTH } from '../../leads';
import { bookingPage } from './booking-page';
import type { VisitsOfficeTools } from './tools';

const NOTE_FORM = v.object({
  body: v.pipe(
    multiLineText,
    v.nonEmpty('Please write the note first.'),
    // Counted in code points, as a lead's note is.
    v.check((body) => [...body].length <= MAX_NOTE_LENGTH, `Please keep a note under ${MAX_NOTE_LENGTH} characters.`),
  ),
});

/** The note, and its activity line, in one transaction: the booking it is on is read before it. */
const addNote = officeAction<typeof NOTE_FORM, VisitsOfficeTools & { booking: OfficeBooking }>({
  form: NOTE_FORM,
  refused: (read, request, tools) =>
    bookingPage(request, tools, {
      status: 400,
      note: { text: (request.form.body ?? '').slice(0, MAX_NOTE_LENGTH * 2), error: read.errors.body ?? '' },
    }),
  async apply({ trx, values: { body }, request, tools: { booking } }) {
    // As booking's notes store writes one (server/features/booking/office/notes-store.ts), through the transaction.
    await trx
      .insertInto('booking_notes')
      .values({
        id: randomUUID(),
        booking_id: booking.id,
        at: request.now.toISOString(),
        author_email: request.user.email,
        body,
      })
      .execute();
    return {
      answer: { redirect: `${bookingHref(booking.reference)}?saved=note` },
      activity: {
        action: 'Booking note added',
        detail: `${oneLine(booking.name)} (${booking.reference}): ${oneLine(body).slice(0, 200)}`,
      },
    };
  },
});

/** POST /office/bookings/:reference/notes: body, 1 to 2,000 characters; a refused note comes back with its text. */
export const bookingNotesScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!booking) return { notFound: true };
  return addNote(request, { ...tools, booking });
};
