import { readUtm, UTM_PARAMETERS, type Utm } from '../data/sources';

/**
 * The landing URL's UTM parameters, carried on without a cookie (issue 39 item 8, docs/reports.md#by-source): the
 * cached pages are the same bytes for every visitor, so it is this script that adds the address's valid
 * parameters to the site's own links and to the GET forms to /book and /contact. The booking and contact pages
 * then carry them in their forms' hidden fields, with or without JavaScript.
 */
export function carryUtm(doc: Document, location: Location): void {
  const utm = readUtm(new URLSearchParams(location.search));
  if (!UTM_PARAMETERS.some((name) => utm[name])) return;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(link.href, location.href);
    if (!carries(url, location)) continue;
    withUtm(url.searchParams, utm);
    link.href = url.toString();
  }
  for (const form of doc.querySelectorAll<HTMLFormElement>('form')) {
    const url = new URL(form.action, location.href);
    if (form.method.toLowerCase() === 'get' && !carries(url, location)) continue;
    if (url.pathname !== '/book' && url.pathname !== '/contact') continue;
    for (const name of UTM_PARAMETERS) {
      if (!utm[name] || form.elements.namedItem(name)) continue;
      const field = doc.createElement('input');
      field.type = 'hidden';
      field.name = name;
      field.value = utm[name];
      form.append(field);
    }
  }
}

/** A page of this site (not the office, the API or a file), which the visitor may book or write from. */
function carries(url: URL, location: Location): boolean {
  return (
    url.origin === location.origin &&
    !url.pathname.startsWith('/office') &&
    !url.pathname.startsWith('/api') &&
    !/\.[a-z0-9]+$/i.test(url.pathname)
  );
}

function withUtm(params: URLSearchParams, utm: Utm): void {
  for (const name of UTM_PARAMETERS) if (utm[name] && !params.has(name)) params.set(name, utm[name]);
}
