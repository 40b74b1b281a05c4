import { WarrantyBadge, type WarrantyOfView } from '../visits/WarrantyBadge';
import { FromTheJobInHistory, type JobRecordView } from '../visits/FromTheJob';
import { CustomerEmail } from '../components/actions/CustomerEmail';
import { JobVisits, type JobVisitItem } from '../jobs/JobVisits';
import { bookingHref } from '../office/links';
import { customerHref } from './CustomersPage';
import { line, lines, when } from '../office/format';
import { Stars } from '../reviews/office/ReviewsPage';
import { Field } from '../components/forms/Field';
import { localeName, locales, type Locale } from '../../data/locale';
import { LanguageFact } from '../components/LanguageFact';

export interface CustomerPageProps {
  customer: {
    id: string;
    name: string;
    phone: string;
    telHref: string;
    email: string;
    createdAt: string;
    addresses: string[];
    /** What their e-mails and texts are written in. */
    language: Locale;
  };
  leads: { id: string; receivedAt: string; service: string; status: string; message: string }[];
  /** The customer's visits, newest first; technician and price where the visit has them. */
  visits: {
    reference: string;
    windowStart: string;
    service: string;
    status: string;
    address: string;
    technician?: string;
    price?: string;
    /** A warranty visit: the Done visit it is free for. */
    warrantyOf?: WarrantyOfView | undefined;
    /** The visit's job: its visits together (the diagnosis and the return visit), each a link. */
    job?: readonly JobVisitItem[] | undefined;
    /** The technician's note and photos from the visit. */
    fromTheJob?: JobRecordView | undefined;
  }[];
  notes: { id: string; leadId: string; at: string; authorEmail: string; body: string }[];
  /** Their answers to review requests, newest first; status in the office's words. */
  reviews: {
    id: string;
    reference: string;
    rating: number;
    body: string;
    createdAt: string;
    status: string;
    wantsCallback: boolean;
    calledBackAt: string | null;
  }[];
  emails: { at: string; what: string }[];
  merges: { id: string; at: string; byEmail: string; fromId: string; records: number }[];
  sameName: { id: string; name: string; phone: string; email: string }[];
  csrf: string;
  saved?: string;
  /** A refused merge or unmerge, and why. */
  error?: string;
}

/** One customer's whole story: how to reach them, where they live, every lead and visit, notes and e-mails. */
export function CustomerPage(props: CustomerPageProps) {
  const { customer, saved, error } = props;
  return (
    <>
      <p>
        <a href="/office/customers">All customers</a>
      </p>
      <h1>{line(customer.name) || 'No name given'}</h1>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {error && (
        <p className="office-full" role="alert">
          {error}
        </p>
      )}
      <CustomerFacts customer={customer} />
      <LanguageForm customer={customer} csrf={props.csrf} />
      <p>
        {/* Only the id: New Visit reads the customer's latest booking itself. */}
        <a className="btn btn--primary" href={`/office/bookings/new?customer=${encodeURIComponent(customer.id)}`}>
          {props.visits.length > 0 ? 'Book Again' : 'Book This Customer'}
        </a>
      </p>

      <VisitsSection visits={props.visits} />

      <LeadsSection leads={props.leads} />

      <NotesSection notes={props.notes} />

      <ReviewsSection reviews={props.reviews} />

      <EmailsSection emails={props.emails} />

      <MergingSection {...props} />
    </>
  );
}

/** How to reach them, where they live, and since when they are a customer. */
function CustomerFacts({ customer }: Pick<CustomerPageProps, 'customer'>) {
  return (
    <dl className="office-facts">
      <div>
        <dt>Phone</dt>
        <dd>
          <a className="tel" href={customer.telHref}>
            {line(customer.phone)}
          </a>
        </dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>
          <CustomerEmail email={customer.email} />
        </dd>
      </div>
      <div>
        <dt>Addresses</dt>
        <dd>{customer.addresses.length ? customer.addresses.map(line).join('; ') : '(none yet)'}</dd>
      </div>
      <div>
        <dt>Customer since</dt>
        <dd>{when(customer.createdAt)}</dd>
      </div>
      <LanguageFact language={customer.language} />
    </dl>
  );
}

/** The language they are written to in, for the desk to set when a caller asks for the other one. */
function LanguageForm({ customer, csrf }: Pick<CustomerPageProps, 'customer' | 'csrf'>) {
  return (
    <form method="post" action={`${customerHref(customer.id)}/language`} className="office-form">
      <input type="hidden" name="_csrf" value={csrf} />
      <Field id="customer-language" label="Language of their e-mails and texts">
        {(control) => (
          <select {...control} name="language" defaultValue={customer.language}>
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeName[locale]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn btn--secondary">
        Save language
      </button>
    </form>
  );
}

function VisitsSection({ visits }: Pick<CustomerPageProps, 'visits'>) {
  return (
    <section aria-labelledby="visits-heading" className="office-block">
      <h2 id="visits-heading">Visits</h2>
      {visits.length === 0 ? (
        <p className="office-muted">No visits.</p>
      ) : (
        <ul className="office-cards">
          {visits.map((visit) => (
            <li key={visit.reference} className="office-card">
              <p className="office-card__title">
                <a href={bookingHref(visit.reference)}>{line(visit.reference)}</a> {when(visit.windowStart)}{' '}
                <span className="office-status">{line(visit.status)}</span>
              </p>
              <p className="office-muted">
                {visit.service} · {line(visit.address)}
                {visit.technician ? ` · ${line(visit.technician)}` : ''}
                {visit.price ? ` · ${visit.price}` : ''}
              </p>
              {visit.warrantyOf && (
                <p>
                  <WarrantyBadge of={visit.warrantyOf} />
                </p>
              )}
              {visit.job && <JobVisits visits={visit.job} />}
              <FromTheJobInHistory record={visit.fromTheJob} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LeadsSection({ leads }: Pick<CustomerPageProps, 'leads'>) {
  return (
    <section aria-labelledby="leads-heading" className="office-block">
      <h2 id="leads-heading">Leads</h2>
      {leads.length === 0 ? (
        <p className="office-muted">No leads.</p>
      ) : (
        <ul className="office-cards">
          {leads.map((lead) => (
            <li key={lead.id} className="office-card">
              <p className="office-card__title">
                <a href={`/office/leads/${encodeURIComponent(lead.id)}`}>{when(lead.receivedAt)}</a> · {lead.service}{' '}
                <span className="office-status">{line(lead.status)}</span>
              </p>
              {lead.message && <p className="office-card__message">{lines(lead.message)}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The notes written on their leads, each linking back to its lead. */
function NotesSection({ notes }: Pick<CustomerPageProps, 'notes'>) {
  return (
    <section aria-labelledby="notes-heading" className="office-block">
      <h2 id="notes-heading">Notes</h2>
      {notes.length === 0 ? (
        <p className="office-muted">No notes.</p>
      ) : (
        <ol className="office-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="office-muted">
                {when(note.at)} · {line(note.authorEmail)} ·{' '}
                <a href={`/office/leads/${encodeURIComponent(note.leadId)}`}>the lead</a>
              </p>
              <p className="office-message">{lines(note.body)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Their reviews: the stars, the words, the visit, the review's status and whether they asked for a call back. */
function ReviewsSection({ reviews }: Pick<CustomerPageProps, 'reviews'>) {
  return (
    <section aria-labelledby="reviews-heading" className="office-block">
      <h2 id="reviews-heading">Reviews</h2>
      {reviews.length === 0 ? (
        <p className="office-muted">No reviews.</p>
      ) : (
        <ol className="office-notes">
          {reviews.map((review) => (
            <li key={review.id}>
              <p>
                <Stars rating={review.rating} />
              </p>
              {review.body && <p className="office-message">{lines(review.body)}</p>}
              <p className="office-muted">
                {when(review.createdAt)} · <a href={bookingHref(review.reference)}>{review.reference}</a> ·{' '}
                <a href={`/office/reviews#review-${encodeURIComponent(review.id)}`}>{review.status}</a>
                {review.wantsCallback && (review.calledBackAt ? ' · called back' : ' · asked for a call back')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function EmailsSection({ emails }: Pick<CustomerPageProps, 'emails'>) {
  return (
    <section aria-labelledby="emails-heading" className="office-block">
      <h2 id="emails-heading">E-mails sent</h2>
      {emails.length === 0 ? (
        <p className="office-muted">None sent.</p>
      ) : (
        <ul>
          {emails.map((email, index) => (
            <li key={index}>
              {when(email.at)} · {email.what}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Merges made into this customer (each can be undone), customers of the same name, and a merge by address. */
function MergingSection({ customer, merges, sameName, csrf }: CustomerPageProps) {
  const base = customerHref(customer.id);
  return (
    <section aria-labelledby="merge-heading" className="office-block">
      <h2 id="merge-heading">Merging</h2>
      {merges.length > 0 && (
        <ul className="office-cards">
          {merges.map((merge) => (
            <li key={merge.id} className="office-card">
              <p>
                {when(merge.at)} · {line(merge.byEmail)} merged another customer into this one ({merge.records} record
                {merge.records === 1 ? '' : 's'}).
              </p>
              <form method="post" action={`${base}/unmerge`}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="merge" value={merge.id} />
                <button type="submit" className="btn btn--secondary">
                  Undo this merge
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {sameName.length > 0 && <SameName base={base} sameName={sameName} csrf={csrf} />}
      <form method="post" action={`${base}/merge`} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <div className="field">
          <label htmlFor="merge-other">Another customer who is this person (the address of their page)</label>
          <input id="merge-other" name="other" type="text" maxLength={200} required />
        </div>
        <button type="submit" className="btn btn--secondary">
          Merge into this customer
        </button>
      </form>
    </section>
  );
}

/** Other customers with the same name, each with a button that merges them into this one. */
function SameName({ base, sameName, csrf }: { base: string } & Pick<CustomerPageProps, 'sameName' | 'csrf'>) {
  return (
    <>
      <h3>Same name</h3>
      <ul className="office-cards">
        {sameName.map((other) => (
          <li key={other.id} className="office-card">
            <p>
              <a href={customerHref(other.id)}>{line(other.name)}</a> · {line(other.phone)} ·{' '}
              {line(other.email) || 'No e-mail'}
            </p>
            <form method="post" action={`${base}/merge`}>
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="other" value={other.id} />
              <button type="submit" className="btn btn--secondary">
                Merge into this customer
              </button>
            </form>
          </li>
        ))}
      </ul>
    </>
  );
}
