import { describe, expect, it } from 'vitest';
import { businessYear, renderDocument } from '../../server/kernel/pages/render';
import { safeJson } from '../../views/safeJson';

describe('rendering', () => {
  it('turns the year over at midnight in DC, not in UTC', () => {
    expect(businessYear(new Date('2027-01-01T03:00:00Z'), 'America/New_York')).toBe(2026);
    expect(businessYear(new Date('2027-01-01T05:30:00Z'), 'America/New_York')).toBe(2027);
  });

  it('keeps JSON in script blocks from closing the block', () => {
    const json = safeJson({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('renders a document with its doctype, head and the year given', () => {
    const html = renderDocument(
      { head: { title: 'T', description: 'D', path: '/x' }, body: <p>Hello</p> },
      { siteUrl: 'https://example.com', assets: { js: '/a.js', css: '/a.css' }, year: 2031 },
    );
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<link rel="canonical" href="https://example.com/x"/>');
    expect(html).toContain('<p>Hello</p>');
    expect(html).toMatch(/© (<!-- -->)?2031/);
  });
});
