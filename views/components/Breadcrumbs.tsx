import { usePageMessages } from './page-messages';

/** One step of the trail: what it is called and its root-relative path (the head's Crumb, structurally). */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

export interface BreadcrumbsProps {
  /** The same trail the page's head carries as BreadcrumbList markup: Home first, this page last. */
  trail: readonly BreadcrumbStep[];
  /** On a dark hero. */
  onDark?: boolean;
}

/** The visible trail from the home page; the last step is this page, named as its heading, and is not a link. */
export function Breadcrumbs({ trail, onDark = false }: BreadcrumbsProps) {
  const { common } = usePageMessages();
  return (
    <nav aria-label={common.breadcrumb} className={onDark ? 'breadcrumb breadcrumb--light' : 'breadcrumb'}>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <a href={crumb.path}>{crumb.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
