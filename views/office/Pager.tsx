/** Newer / Older links between the pages of an office list; nothing when it fits on one page. */
export function Pager({
  label,
  page,
  pages,
  pageHref,
}: {
  /** The nav's accessible name, e.g. "Pages of leads". */
  label: string;
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="office-pager">
      {page > 1 && (
        <a className="btn btn--secondary" href={pageHref(page - 1)} rel="prev">
          Newer
        </a>
      )}
      {page < pages && (
        <a className="btn btn--secondary" href={pageHref(page + 1)} rel="next">
          Older
        </a>
      )}
    </nav>
  );
}
