/** What a way into /book already knows: each value is carried so booking starts at the first step still open. */
export interface BookContext {
  zip?: string | undefined;
  service?: string | undefined;
  coupon?: string | undefined;
  /** A window's start as the API gives it (ISO 8601 with its offset). */
  window?: string | undefined;
}

/** "/book?zip=20901&service=washer-repair", the parameters /book reads, empty ones left out. */
export function bookHref(context: BookContext): string {
  const query = new URLSearchParams();
  for (const key of ['zip', 'service', 'coupon', 'window'] as const) {
    const value = context[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search === '' ? '/book' : `/book?${search}`;
}

/** The same link with one more value: "Next available" adds the window to its page's link. */
export function withBookValue(href: string, key: keyof BookContext, value: string): string {
  const [path, search = ''] = href.split('?', 2) as [string, string?];
  const query = new URLSearchParams(search);
  query.set(key, value);
  return `${path}?${query.toString()}`;
}
