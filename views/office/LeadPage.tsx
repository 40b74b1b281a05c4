import { ContactFacts } from './ContactFacts';
import { CustomerFact } from './CustomerFact';
import { Field } from '../components/forms/Field';
import { LEAD_STATUS_LABELS, type LeadStatusName } from './lead-status';
import { line, lines, when } from './format';

export interface LeadPageProps {
  lead: {
    id: string;
    receivedAt: string;
    name: string;
    phone: string;
    telHref: string;
    email: string;
    service: string;
    message: string;
    status: LeadStatusName;
  };
  /** How the notification e-mail to the office went. */
  delivery: string;
  notes: { id: string; at: string; authorEmail: string; body: string }[];
  csrf: string;
  /** A refused note: its text as typed, and why. */
  note?: { text: string; error: string };
  /** What the last change did, announced after the redirect. */
  saved?: string;
  /** The customer's page, once the record is linked to one. */
  customerHref?: string;
}

export function LeadPage({ lead, delivery, notes, csrf, note, saved, customerHref }: LeadPageProps) {
  const base = `/office/leads/${encodeURIComponent(lead.id)}`;
  return (
    <>
      <p>
        <a href="/office/leads">All leads</a>
      </p>
      <h1>{line(lead.name) || 'No name given'}</h1>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      <dl className="office-facts">
        <div>
          <dt>Status</dt>
          <dd>{LEAD_STATUS_LABELS[lead.status]}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{when(lead.receivedAt)}</dd>
        </div>
        <ContactFacts
          phone={lead.phone}
          telHref={lead.telHref}
          email={lead.email}
          service={lead.service}
          message={{ label: 'Message', text: lead.message, empty: '(none)' }}
        />
        <div>
          <dt>Notification e-mail</dt>
          <dd>{delivery}</dd>
        </div>
        <CustomerFact href={customerHref} />
      </dl>

      <p>
        <a className="btn btn--primary" href={`/office/bookings/new?lead=${encodeURIComponent(lead.id)}`}>
          Book This Customer
        </a>
      </p>
      <section aria-labelledby="status-heading" className="office-block">
        <h2 id="status-heading">Status</h2>
        <form method="post" action={`${base}/status`} className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <fieldset className="office-choices">
            <legend>Where is this lead?</legend>
            {Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => (
              <label key={value}>
                <input type="radio" name="status" value={value} defaultChecked={value === lead.status} /> {label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn--secondary">
            Save status
          </button>
        </form>
      </section>

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
        <form method="post" action={`${base}/notes`} className="office-form">
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
    </>
  );
}
