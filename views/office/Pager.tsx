/** Newer / Older links between the pages of an office list; nothing when it fits on one page. */
export function Pager({
  label,
  page,
  pages,
  pageHref,
  earlier = 'Newer',
  later = 'Older',
}: {
  /** The nav's accessible name, e.g. "Pages of leads". */
  label: string;
  page: number;
  pages: number;
  pageHref: (page: number) => string;
  /** The words for the page before and after: a list oldest first reads Older / Newer. */
  earlier?: string;
  later?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="office-pager">
      {page > 1 && (
        <a className="btn btn--secondary" href={pageHref(page - 1)} rel="prev">
          {earlier}
        </a>
      )}
      {page < pages && (
        <a className="btn btn--secondary" href={pageHref(page + 1)} rel="next">
          {later}
        </a>
      )}
    </nav>
  );
}
