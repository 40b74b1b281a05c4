import { LEAD_STATUS_LABELS, type LeadStatusName } from './lead-status';
import { line, lines, when } from '../office/format';
import { Pager } from '../office/Pager';

export interface LeadRow {
  id: string;
  receivedAt: string;
  name: string;
  phone: string;
  telHref: string;
  email: string;
  service: string;
  message: string;
  status: LeadStatusName;
}

export interface LeadsPageProps {
  leads: LeadRow[];
  total: number;
  /** The filter as read from the query: '' for every status, and the text searched for. */
  status: LeadStatusName | '';
  text: string;
  page: number;
  pages: number;
  /** The query string of the filter, for the page links. */
  pageHref: (page: number) => string;
}

/** Every lead, newest first, with a filter by status and text that works as a plain GET form. */
export function LeadsPage({ leads, total, status, text, page, pages, pageHref }: LeadsPageProps) {
  return (
    <>
      <h1>Leads</h1>
      <form method="get" action="/office/leads" className="office-filter" role="search" aria-label="Filter leads">
        <div className="field">
          <label htmlFor="leads-status">Status</label>
          <select id="leads-status" name="status" defaultValue={status}>
            <option value="">Any status</option>
            {Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="leads-text">Name, phone, e-mail or message</label>
          <input id="leads-text" type="search" name="q" defaultValue={text} maxLength={100} />
        </div>
        <button type="submit" className="btn btn--secondary">
          Show leads
        </button>
      </form>
      <p role="status" className="office-muted">
        {total === 0 ? 'No leads match.' : `${total} lead${total === 1 ? '' : 's'}, newest first.`}
        {pages > 1 ? ` Page ${page} of ${pages}.` : ''}
      </p>
      <ul className="office-cards">
        {leads.map((lead) => (
          <li key={lead.id} className="office-card">
            <p className="office-card__title">
              <a href={`/office/leads/${encodeURIComponent(lead.id)}`}>{line(lead.name) || 'No name given'}</a>{' '}
              <span className={`office-status office-status--${lead.status.replace(' ', '-')}`}>
                {LEAD_STATUS_LABELS[lead.status]}
              </span>
            </p>
            <p className="office-muted">
              {when(lead.receivedAt)} · {lead.service} ·{' '}
              <a className="tel" href={lead.telHref}>
                {line(lead.phone)}
              </a>
            </p>
            {lead.message && <p className="office-card__message">{lines(lead.message)}</p>}
          </li>
        ))}
      </ul>
      <Pager label="Pages of leads" page={page} pages={pages} pageHref={pageHref} />
    </>
  );
}
