interface Download {
  href: string;
  label: string;
  description: string;
}

export interface ExportsPageProps {
  downloads: readonly Download[];
  /** The full export: every record, for a move to another database or another system. */
  everything: Download;
}

/** The files the office can download; each download is written to the activity log. */
export function ExportsPage({ downloads, everything }: ExportsPageProps) {
  return (
    <>
      <h1>Exports</h1>
      <section aria-labelledby="exports-everything">
        <h2 id="exports-everything">Your data, whole</h2>
        <ul className="office-cards">
          <li className="office-card">
            <p className="office-card__title">
              <a href={everything.href}>{everything.label}</a>
            </p>
            <p className="office-muted">{everything.description}</p>
          </li>
        </ul>
      </section>
      <section aria-labelledby="exports-spreadsheets">
        <h2 id="exports-spreadsheets">Spreadsheets</h2>
        <p>
          CSV files (UTF-8). Cells that a spreadsheet would run as a formula start with an apostrophe, so a
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
      </section>
      <p>
        Upcoming visits in your phone&apos;s calendar: make a private calendar address in{' '}
        <a href="/office/settings#feed-heading">Schedule settings</a>.
      </p>
    </>
  );
}
