import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { multiLineText } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { leadPage, leadPath, MAX_NOTE_LENGTH } from './lead-page';
import { addLeadNote } from './store';
import type { LeadsOfficeTools } from './tools';

const NOTE_FORM = v.object({
  body: v.pipe(
    multiLineText,
    v.nonEmpty('Please write the note first.'),
    // Counted in code points, not UTF-16 units: a character outside the BMP (most emoji) counts once.
    v.check((body) => [...body].length <= MAX_NOTE_LENGTH, `Please keep a note under ${MAX_NOTE_LENGTH} characters.`),
  ),
});

/** POST /office/leads/:id/notes: body, 1 to 2,000 characters; a refused note comes back with its text. */
export const leadNotesScreen = officeAction<typeof NOTE_FORM, LeadsOfficeTools>({
  form: NOTE_FORM,
  refused(read, request, tools) {
    // What was typed comes back as typed, up to twice the limit, so it can be shortened rather than retyped.
    return leadPage(request, tools, {
      text: (request.form.body ?? '').slice(0, MAX_NOTE_LENGTH * 2),
      error: read.errors.body ?? '',
    });
  },
  async apply({ trx, values: { body }, request }) {
    const id = request.params.id ?? '';
    const lead = await addLeadNote(trx, { leadId: id, authorEmail: request.user.email, body, at: request.now });
    if (!lead) return { answer: { notFound: true } };
    return {
      answer: { redirect: `${leadPath(id)}?saved=note` },
      activity: { action: 'Note added', detail: `${oneLine(lead.name)} (${id}): ${oneLine(body).slice(0, 200)}` },
    };
  },
});
