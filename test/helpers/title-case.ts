/**
 * The site's heading case: Title Case, the case of the headings the spec fixes ("Post Not Found", "Message Sent!",
 * "Coupon Code Copied!"). Every word is capitalised except articles, short conjunctions and short prepositions
 * in the middle of a heading; the first and last word and the first after a colon or question mark always are.
 * Words that already carry a capital or a digit (DC, MD, 8, iPhone) are left as written.
 */
const MINOR = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'off',
  'on',
  'per',
  'to',
  'up',
  'via',
  'vs',
  'vs.',
]);

const capitalise = (word: string) =>
  word.replace(/^([^A-Za-z]*)([a-z])/, (_, lead: string, c: string) => lead + c.toUpperCase());

export function titleCase(heading: string): string {
  const words = heading.split(' ');
  return words
    .map((word, index) => {
      if (/[A-Z0-9]/.test(word.slice(1)) || /^[A-Z0-9]/.test(word)) return word;
      const first = index === 0 || /[:?!.–—]$/.test(words[index - 1] ?? '');
      const last = index === words.length - 1;
      if (!first && !last && MINOR.has(word.replace(/[,;]$/, ''))) return word;
      return word
        .split('-')
        .map((part) => capitalise(part))
        .join('-');
    })
    .join(' ');
}
