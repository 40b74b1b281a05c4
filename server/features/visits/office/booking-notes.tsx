import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/booking/office/booking-types';
import { multiLineText, readForm } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { bookingPage } from './booking-page';
import { MAX_NOTE_LENGTH } from '../../leads';

const NOTE_FORM = v.object({
  body: v.pipe(
    multiLineText,
    v.nonEmpty('Please write the note first.'),
    // Counted in code points, as a lead's note is.
    v.check((body) => [...body].length <= MAX_NOTE_LENGTH, `Please keep a note under ${MAX_NOTE_LENGTH} characters.`),
  ),
});

/** POST /office/bookings/:reference/notes: body, 1 to 2,000 characters; a refused note comes back with its text. */
export const bookingNotesScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!booking) return { notFound: true };
  const form = readForm(NOTE_FORM, request.form);
  if (!form.ok) {
    return bookingPage(request, tools, {
      status: 400,
      note: { text: (request.form.body ?? '').slice(0, MAX_NOTE_LENGTH * 2), error: form.errors.body ?? '' },
    });
  }
  const { body } = form.values;
  await tools.notes.addBookingNote(booking.id, request.user.email, body, request.now);
  await request.log(
    'Booking note added',
    `${oneLine(booking.name)} (${booking.reference}): ${oneLine(body).slice(0, 200)}`,
  );
  return { redirect: `${bookingHref(booking.reference)}?saved=note` };
};
