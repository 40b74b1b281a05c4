import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { multiLineText, readForm } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';
import { leadPage, leadPath, MAX_NOTE_LENGTH } from './lead-page';

const NOTE_FORM = v.object({
  body: v.pipe(
    multiLineText,
    v.nonEmpty('Please write the note first.'),
    // Counted in code points, not UTF-16 units: a character outside the BMP (most emoji) counts once.
    v.check((body) => [...body].length <= MAX_NOTE_LENGTH, `Please keep a note under ${MAX_NOTE_LENGTH} characters.`),
  ),
});

/** POST /office/leads/:id/notes: body, 1 to 2,000 characters; a refused note comes back with its text. */
export const leadNotesScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const form = readForm(NOTE_FORM, request.form);
  if (!form.ok) {
    // What was typed comes back as typed, up to twice the limit, so it can be shortened rather than retyped.
    return leadPage(request, {
      text: (request.form.body ?? '').slice(0, MAX_NOTE_LENGTH * 2),
      error: form.errors.body ?? '',
    });
  }
  const { body } = form.values;
  if (!(await request.store.addNote(id, request.user.email, body, request.now))) return { notFound: true };
  const lead = await request.store.lead(id);
  await request.log('Note added', `${oneLine(lead?.name ?? '')} (${id}): ${oneLine(body).slice(0, 200)}`);
  return { redirect: `${leadPath(id)}?saved=note` };
};
