import * as v from 'valibot';
import { oneLine } from '../../../../../data/text';
import { multiLineText } from '../../../../kernel/http/schemas';
import { officeAction, type FeatureScreen } from '../../../../office';
import type { OfficeBooking } from '../../../booking';
import { MAX_JOB_NOTE } from '../../records';
import type { VisitsOfficeTools } from '../tools';
import { visitPage } from '../visit';

const NOTE_FORM = v.object({
  // Empty is allowed: saving an empty note removes it.
  body: v.pipe(
    multiLineText,
    // Counted in code points, as the office's other notes are.
    v.check((body) => [...body].length <= MAX_JOB_NOTE, `Please keep the note under ${MAX_JOB_NOTE} characters.`),
  ),
});

/** The note in place of the one before, and its activity line, in one transaction. */
const saveNote = officeAction<typeof NOTE_FORM, VisitsOfficeTools & { booking: OfficeBooking }>({
  form: NOTE_FORM,
  refused: (read, request, tools) =>
    visitPage(request, tools, {
      status: 400,
      note: { text: (request.form.body ?? '').slice(0, MAX_JOB_NOTE * 2), error: read.errors.body ?? '' },
    }),
  async apply({ trx, values: { body }, request, tools: { booking, records } }) {
    await records.saveNoteIn(trx, { bookingId: booking.id, body, by: request.user.email, at: request.now });
    return {
      answer: {
        redirect: `/office/visits/${encodeURIComponent(booking.reference)}?saved=${body ? 'note' : 'note-removed'}`,
      },
      activity: {
        action: body ? 'Visit note saved' : 'Visit note removed',
        detail: `${oneLine(booking.name)} (${booking.reference})${body ? `: ${oneLine(body).slice(0, 200)}` : ''}`,
      },
    };
  },
});

/**
 * POST /office/visits/:reference/note: the technician's note from the job, up to 2,000 characters; saving again
 * replaces it, an empty one removes it. The visit's own technician and the desk only (the route's policy); a
 * refused note comes back on the visit's page with its text.
 */
export const visitNoteScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!booking || booking.status !== 'booked') return { notFound: true };
  return saveNote(request, { ...tools, booking });
};
