import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { posts } from '../../data/blog/index';
import { isAllowedHref, sanitizeArticleHtml } from '../../server/features/site/article-html';

/** Every element and attribute left in a fragment, e.g. ["p", "a[href]"]. */
function markupOf(html: string): string[] {
  const $ = load(html, null, false);
  return $('*')
    .toArray()
    .flatMap((node) => {
      const tag = String($(node).prop('tagName')).toLowerCase();
      return [tag, ...Object.keys($(node).attr() ?? {}).map((name) => `${tag}[${name}]`)];
    });
}

describe('sanitizeArticleHtml, the one place article HTML is made safe', () => {
  it('removes scripts and styles together with their contents', () => {
    const clean = sanitizeArticleHtml(
      '<p>Before</p><script>alert(document.cookie)</script><style>body{display:none}</style><noscript><p>x</p></noscript><p>After</p>',
    );
    expect(clean).toBe('<p>Before</p><p>After</p>');
  });

  it('strips inline event handlers, style, class, id and every other attribute', () => {
    const clean = sanitizeArticleHtml(
      '<p onclick="steal()" style="color:red" class="x" id="y">Text <strong onmouseover="steal()">bold</strong> <a href="/faq" onfocus="steal()" target="_blank" rel="opener" style="position:fixed">FAQ</a></p>',
    );
    expect(clean).toBe('<p>Text <strong>bold</strong> <a href="/faq">FAQ</a></p>');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java&#x73;cript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['http://example.com/'],
    ['//evil.example/'],
    ['/\\evil.example/'],
    ['/&#9;/evil.example/'],
    ['mailto:someone@example.com'],
    ['relative/path'],
    ['#top'],
  ])('unwraps a link to %s but keeps its words', (href) => {
    const clean = sanitizeArticleHtml(`<p>Read <a href="${href}">this guide</a> now.</p>`);
    expect(clean).toBe('<p>Read this guide now.</p>');
  });

  it('keeps root-relative and https links', () => {
    expect(sanitizeArticleHtml('<p><a href="/services/washer-repair">washer repair</a></p>')).toBe(
      '<p><a href="/services/washer-repair">washer repair</a></p>',
    );
    expect(sanitizeArticleHtml('<p><a href="https://www.energystar.gov/?a=1&b=2">Energy Star</a></p>')).toBe(
      '<p><a href="https://www.energystar.gov/?a=1&amp;b=2">Energy Star</a></p>',
    );
  });

  it('drops tags outside the allow-list and the dangerous ones with their payload', () => {
    const clean = sanitizeArticleHtml(
      '<h1>Big</h1><div><img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe><svg onload="steal()"><script>steal()</script></svg><form action="/x"><input name="q"></form><p>kept</p></div>',
    );
    expect(markupOf(clean)).toEqual(['p']);
    expect(clean).not.toMatch(/steal|evil|onerror|onload/);
    expect(clean).toContain('<p>kept</p>');
  });

  it('escapes text that only looks like markup and closes what was left open', () => {
    expect(sanitizeArticleHtml('<p>1 &lt; 2 &amp; <b>x</b>')).toBe('<p>1 &lt; 2 &amp; x</p>');
    expect(sanitizeArticleHtml('<ul><li>one<li>two</ul><p>open <em>emphasis')).toBe(
      '<ul><li>one</li><li>two</li></ul><p>open <em>emphasis</em></p>',
    );
    expect(sanitizeArticleHtml('<p>"><img src=x onerror=alert(1)>')).toBe('<p>"&gt;</p>');
  });

  it('allows only h2, h3, p, ul, ol, li, strong, em and a[href]', () => {
    const everything = [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'span',
      'div',
      'table',
      'blockquote',
      'pre',
      'code',
      'br',
      'hr',
    ]
      .map((tag) => `<${tag} title="t">${tag}</${tag}>`)
      .join('');
    expect(new Set(markupOf(sanitizeArticleHtml(everything)))).toEqual(
      new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em']),
    );
  });

  it('judges hrefs the way a browser would read them', () => {
    expect(isAllowedHref('/blog/washer-wont-drain')).toBe(true);
    expect(isAllowedHref('https://example.com')).toBe(true);
    expect(isAllowedHref('/\t/evil.example')).toBe(false);
    expect(isAllowedHref('/\n/evil.example')).toBe(false);
    expect(isAllowedHref('https:evil.example')).toBe(false);
    expect(isAllowedHref('')).toBe(false);
  });

  it.each(posts.map((post) => [post.slug, post.content] as const))(
    'leaves our own article %s unchanged',
    (_slug, content) => {
      // Our content only uses allowed markup, so sanitising must not lose a tag, an attribute or a word of it.
      const normalise = (html: string) => load(html, null, false).html().replace(/\s+/g, ' ').trim();
      expect(normalise(sanitizeArticleHtml(content))).toBe(normalise(content));
    },
  );
});
