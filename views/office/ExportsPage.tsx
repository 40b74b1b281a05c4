export interface ExportsPageProps {
  downloads: readonly { href: string; label: string; description: string }[];
}

/** The files the office can download; each download is written to the activity log. */
export function ExportsPage({ downloads }: ExportsPageProps) {
  return (
    <>
      <h1>Exports</h1>
      <p>
        Spreadsheet files (CSV, UTF-8). Cells that a spreadsheet would run as a formula start with an apostrophe, so a
        visitor&apos;s text is always shown as text.
      </p>
      <ul className="office-cards">
        {downloads.map((download) => (
          <li key={download.href} className="office-card">
            <p className="office-card__title">
              <a href={download.href}>{download.label}</a>
            </p>
            <p className="office-muted">{download.description}</p>
          </li>
        ))}
      </ul>
      <p>
        Upcoming visits in your phone&apos;s calendar: make a private calendar address in{' '}
        <a href="/office/settings#feed-heading">Schedule settings</a>.
      </p>
    </>
  );
}
