import { Field } from '../components/forms/Field';
import { line, lines, when } from './format';

export interface NoteEntry {
  id: string;
  at: string;
  authorEmail: string;
  body: string;
}

export interface NotesProps {
  /** Where the add form posts. */
  action: string;
  notes: readonly NoteEntry[];
  csrf: string;
  /** A refused note: its text as typed, and why. */
  note?: { text: string; error: string } | undefined;
}

/** The office's notes on a record, oldest first, each with its author and time, and a form to add one. */
export function Notes({ action, notes, csrf, note }: NotesProps) {
  return (
    <section aria-labelledby="notes-heading" className="office-block">
      <h2 id="notes-heading">Notes</h2>
      {notes.length === 0 ? (
        <p className="office-muted">No notes yet.</p>
      ) : (
        <ol className="office-notes">
          {notes.map((entry) => (
            <li key={entry.id}>
              <p className="office-muted">
                {when(entry.at)} · {line(entry.authorEmail)}
              </p>
              <p className="office-message">{lines(entry.body)}</p>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={action} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <Field id="note-body" label="Add a note" error={note?.error}>
          {(control) => (
            <textarea {...control} name="body" rows={4} maxLength={2000} required defaultValue={note?.text ?? ''} />
          )}
        </Field>
        <button type="submit" className="btn btn--secondary">
          Add note
        </button>
      </form>
    </section>
  );
}
