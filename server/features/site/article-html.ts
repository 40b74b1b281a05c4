import sanitizeHtml from 'sanitize-html';
import type { SafeHtml } from '../../../views/safeHtml';

/** The markup an article body may use: headings below the page's h1, paragraphs, lists, emphasis, links. */
const ARTICLE_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a'];

/**
 * A root-relative path ("/services/washer-repair") or an https URL, and nothing a browser could read
 * differently: "//host" and "/\host" are protocol-relative, and browsers drop tabs and newlines inside URLs,
 * so "/<tab>/host" would become one too. Whitespace, control characters and backslashes are refused outright.
 */
export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(href)) return false;
  if (/^\/(?!\/)/.test(href)) return true;
  if (!/^https:\/\//i.test(href)) return false;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  // Disallowed tags are dropped but their text is kept; these ones are dropped with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'title',
    'head',
  ],
  transformTags: {
    // A link whose target we refuse loses the link, not its words: renamed to a tag that is not allowed, it is
    // unwrapped and its text stays in the sentence.
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      return isAllowedHref(href) ? { tagName: 'a', attribs: { href } } : { tagName: 'span', attribs: {} };
    },
  },
};

/**
 * The one place article HTML becomes safe to put in a page: only the article tags survive, links keep nothing
 * but a root-relative or https href, and scripts, styles, event handlers and every other attribute are removed.
 * The output is re-serialised by the parser, so unclosed tags come back closed.
 */
export function sanitizeArticleHtml(html: string): SafeHtml {
  return sanitizeHtml(html, options).trim() as SafeHtml;
}
