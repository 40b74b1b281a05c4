/**
 * Which built stylesheet a public page carries inline (decision 0061): the smallest of its kinds' sheets that
 * defines every class the page's HTML uses, else the whole public stylesheet. Chosen from the rendered HTML rather
 * than named by each page, so a page of any route (a booking's link, an error page) gets the rules it uses.
 */

/** Inside these a class is a condition, not a target: `.btn:not(.btn--lg)` styles a `.btn`. */
const CONDITIONS = /:(?:not|is|where|has)\([^()]*\)/g;
const CLASS = /\.(-?[_a-z][\w-]*)/gi;

/** The classes a stylesheet's rules style (each rule's selectors, outside their conditions). */
export function cssClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '""');
  // What comes before each `{`, back to the end of the rule or declaration before it, is a selector list or an
  // at-rule's prelude (@media …).
  const pieces = text.split('{');
  for (const piece of pieces.slice(0, -1)) {
    const prelude = piece.slice(Math.max(piece.lastIndexOf('}'), piece.lastIndexOf(';')) + 1).trim();
    if (prelude.startsWith('@')) continue;
    for (const [, name] of prelude.replace(CONDITIONS, '').matchAll(CLASS)) classes.add(name!);
  }
  return classes;
}

/** The classes rendered HTML names in its class attributes (React writes them double-quoted). */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export interface PageSheet {
  name: string;
  text: string;
  /** `'sha256-…'`, for the Content-Security-Policy's style-src. */
  source: string;
  classes: ReadonlySet<string>;
}

/**
 * The sheet for a page whose HTML is `html`: of `sheets` (smallest first), the first that defines every class of
 * the page that `all` (the whole public stylesheet) defines; `all` when none does. Classes no rule styles (hooks
 * for scripts and tests) take no part.
 */
export function pickSheet(html: string, sheets: readonly PageSheet[], all: PageSheet): PageSheet {
  const wanted = [...htmlClasses(html)].filter((name) => all.classes.has(name));
  return sheets.find((sheet) => wanted.every((name) => sheet.classes.has(name))) ?? all;
}
