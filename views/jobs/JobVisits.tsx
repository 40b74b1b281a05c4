/** One visit of a job, as its list shows it. */
export interface JobVisitItem {
  /** "Diagnosis" or "Return visit". */
  role: string;
  /** "Mon Dec 1". */
  day: string;
  /** Where the visit's own page is, for the office; none on the customer's page. */
  href?: string | undefined;
}

/**
 * A job's visits together, oldest first ("Job: diagnosis Mon Dec 1 → return visit Thu Dec 4"): on the customer's
 * history, the office's visit page and the technician's My Day, so each says the visits are one repair.
 */
export function JobVisits({ visits }: { visits: readonly JobVisitItem[] }) {
  if (visits.length === 0) return null;
  return (
    <p className="job-visits">
      Job:{' '}
      {visits.map((visit, index) => (
        <span key={`${visit.role}-${visit.day}-${index}`}>
          {index > 0 ? ' → ' : null}
          {visit.href ? (
            <a href={visit.href}>
              {visit.role.toLowerCase()} {visit.day}
            </a>
          ) : (
            `${visit.role.toLowerCase()} ${visit.day}`
          )}
        </span>
      ))}
    </p>
  );
}
