import { bookingHref } from '../office/links';
import { customerHref } from './CustomersPage';
import { line, when } from '../office/format';

export interface SearchPageProps {
  query: string;
  customers: { id: string; name: string; phone: string; email: string }[];
  leads: { id: string; name: string; phone: string; email: string; receivedAt: string; status: string }[];
  bookings: { reference: string; name: string; phone: string; address: string; windowStart: string; status: string }[];
}

/** The one search's results, best match first, grouped by kind. */
export function SearchPage({ query, customers, leads, bookings }: SearchPageProps) {
  const total = customers.length + leads.length + bookings.length;
  return (
    <>
      <h1>Search</h1>
      <form method="get" action="/office/search" className="office-filter" role="search" aria-label="Search again">
        <div className="field">
          <label htmlFor="search-q">Name, phone, e-mail, street address or reference</label>
          <input id="search-q" type="search" name="q" defaultValue={query} maxLength={100} required />
        </div>
        <button type="submit" className="btn btn--secondary">
          Search
        </button>
      </form>
      <p role="status" className="office-muted">
        {query === ''
          ? 'Type a name, a phone number in any spelling, an e-mail, a street or a booking reference.'
          : total === 0
            ? `Nothing found for “${line(query)}”.`
            : `Found for “${line(query)}”, best match first.`}
      </p>
      {customers.length > 0 && (
        <section aria-labelledby="found-customers" className="office-block">
          <h2 id="found-customers">Customers</h2>
          <ul className="office-results">
            {customers.map((customer) => (
              <li key={customer.id} className="office-card">
                <a href={customerHref(customer.id)}>{line(customer.name) || 'No name given'}</a>
                <span className="office-muted">
                  {' '}
                  · {line(customer.phone)} · {line(customer.email) || 'No e-mail'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {leads.length > 0 && (
        <section aria-labelledby="found-leads" className="office-block">
          <h2 id="found-leads">Leads</h2>
          <ul className="office-results">
            {leads.map((lead) => (
              <li key={lead.id} className="office-card">
                <a href={`/office/leads/${encodeURIComponent(lead.id)}`}>{line(lead.name) || 'No name given'}</a>
                <span className="office-muted">
                  {' '}
                  · {when(lead.receivedAt)} · {line(lead.phone)} · {line(lead.status)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {bookings.length > 0 && (
        <section aria-labelledby="found-bookings" className="office-block">
          <h2 id="found-bookings">Bookings</h2>
          <ul className="office-results">
            {bookings.map((booking) => (
              <li key={booking.reference} className="office-card">
                <a href={bookingHref(booking.reference)}>{line(booking.reference)}</a>
                <span className="office-muted">
                  {' '}
                  · {line(booking.name)} · {when(booking.windowStart)} · {line(booking.address)} ·{' '}
                  {line(booking.status)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
