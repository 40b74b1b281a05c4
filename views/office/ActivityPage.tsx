import { Field } from '../components/forms/Field';
import { Pager } from './Pager';
import { clockTime, line, when } from './format';

export interface ActivityPageEntry {
  /** The latest of the entries the line stands for. */
  at: string;
  userEmail: string;
  /** The account's name, shown instead of its e-mail where it has one. */
  userName?: string;
  action: string;
  detail: string;
  clientAddress: string;
  /** How many entries the line stands for: more than one for a person's sign-ins of one day. */
  count: number;
  /** The earliest of them. */
  firstAt: string;
  /** How many client addresses they came from. */
  addresses: number;
}

/** The filters as typed, kept in the address so a filtered page can be linked, bookmarked and paged. */
export interface ActivityFilters {
  person: string;
  kind: string;
  from: string;
  to: string;
}

export interface ActivityPageProps {
  entries: ActivityPageEntry[];
  page: number;
  pages: number;
  /** How many lines the filters give, across every page. */
  total: number;
  filters: ActivityFilters;
  people: { id: string; name: string; email: string; removed: boolean }[];
  kinds: string[];
  errors: { from?: string; to?: string };
}

/** The screen's address with the filters given and a page: the empty ones left out, so the address stays short. */
export function activityHref(filters: ActivityFilters, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/office/activity?${search}` : '/office/activity';
}

const filtered = (filters: ActivityFilters) => Object.values(filters).some((value) => value !== '');

/** Who did what in the office, newest first, narrowed by person, kind and days; a day's sign-ins on one line. */
export function ActivityPage({ entries, page, pages, total, filters, people, kinds, errors }: ActivityPageProps) {
  const kindChoices = filters.kind && !kinds.includes(filters.kind) ? [filters.kind, ...kinds] : kinds;
  return (
    <>
      <h1>Activity</h1>
      {/* A plain GET form: the filters are the address, so it works without JavaScript and pages keep them. */}
      <form
        method="get"
        action="/office/activity"
        className="office-filter office-filter--activity"
        aria-label="Filter activity"
      >
        <Field id="activity-person" label="Person">
          {(control) => (
            <select {...control} name="person" defaultValue={filters.person}>
              <option value="">Everyone</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {line(person.name || person.email)}
                  {person.removed ? ' (removed)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="activity-kind" label="Kind">
          {(control) => (
            <select {...control} name="kind" defaultValue={filters.kind}>
              <option value="">Every kind</option>
              {kindChoices.map((kind) => (
                <option key={kind} value={kind}>
                  {line(kind)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="activity-from" label="From" error={errors.from}>
          {(control) => <input {...control} type="date" name="from" defaultValue={filters.from} />}
        </Field>
        <Field id="activity-to" label="To" error={errors.to}>
          {(control) => <input {...control} type="date" name="to" defaultValue={filters.to} />}
        </Field>
        <button type="submit" className="btn btn--secondary">
          Show activity
        </button>
        {filtered(filters) && (
          <a className="btn btn--secondary" href="/office/activity">
            Show everything
          </a>
        )}
      </form>
      <p role="status" className="office-muted">
        {total === 0
          ? filtered(filters)
            ? 'Nothing matches these filters.'
            : 'Nothing has happened in the office yet.'
          : `${total} line${total === 1 ? '' : 's'}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`}
      </p>
      {entries.length > 0 && (
        <ol className="office-activity">
          {entries.map((entry, index) => (
            <li key={index}>{entry.count > 1 ? <SignIns entry={entry} /> : <Entry entry={entry} />}</li>
          ))}
        </ol>
      )}
      <Pager label="Pages of activity" page={page} pages={pages} pageHref={(to) => activityHref(filters, to)} />
    </>
  );
}

const who = (entry: ActivityPageEntry) => line(entry.userName || entry.userEmail);

function Entry({ entry }: { entry: ActivityPageEntry }) {
  return (
    <>
      <p>
        <strong>{line(entry.action)}</strong>
        {entry.detail ? ` · ${line(entry.detail)}` : ''}
      </p>
      <p className="office-muted">
        {when(entry.at)} · {who(entry)} · from {line(entry.clientAddress)}
      </p>
    </>
  );
}

/** A person's sign-ins of one day: how many, the first and the last. */
function SignIns({ entry }: { entry: ActivityPageEntry }) {
  return (
    <>
      <p>
        <strong>
          {who(entry)} signed in {entry.count} times
        </strong>
      </p>
      <p className="office-muted">
        First {when(entry.firstAt)}, last {clockTime(Date.parse(entry.at))} · from{' '}
        {entry.addresses > 1 ? `${entry.addresses} addresses` : line(entry.clientAddress)}
      </p>
    </>
  );
}
