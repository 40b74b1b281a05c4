import { ContactFacts } from '../office/ContactFacts';
import { CustomerFact } from '../customers/CustomerFact';
import { LEAD_STATUS_LABELS, type LeadStatusName } from './lead-status';
import { line, when } from '../office/format';
import { Notes } from '../office/Notes';

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

      <Notes action={`${base}/notes`} notes={notes} csrf={csrf} note={note} />
    </>
  );
}
