import { line, when } from './format';

export interface ActivityPageProps {
  entries: {
    at: string;
    userEmail: string;
    /** The account's name, shown instead of its e-mail where it has one. */
    userName?: string;
    action: string;
    detail: string;
    clientAddress: string;
  }[];
  page: number;
  pages: number;
}

/** Who did what in the office, newest first. */
export function ActivityPage({ entries, page, pages }: ActivityPageProps) {
  return (
    <>
      <h1>Activity</h1>
      {entries.length === 0 ? (
        <p>Nothing has happened in the office yet.</p>
      ) : (
        <ol className="office-activity">
          {entries.map((entry, index) => (
            <li key={index}>
              <p>
                <strong>{line(entry.action)}</strong>
                {entry.detail ? ` · ${line(entry.detail)}` : ''}
              </p>
              <p className="office-muted">
                {when(entry.at)} · {line(entry.userName || entry.userEmail)} · from {line(entry.clientAddress)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of activity" className="office-pager">
          {page > 1 && (
            <a className="btn btn--secondary" href={`/office/activity?page=${page - 1}`} rel="prev">
              Newer
            </a>
          )}
          {page < pages && (
            <a className="btn btn--secondary" href={`/office/activity?page=${page + 1}`} rel="next">
              Older
            </a>
          )}
        </nav>
      )}
    </>
  );
}
