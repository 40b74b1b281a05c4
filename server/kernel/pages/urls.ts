/** A root-relative URL made absolute on the site's origin; an absolute one is returned as it is. */
export function absoluteUrl(url: string, siteUrl: string): string {
  return url.startsWith('/') ? siteUrl + url : url;
}
