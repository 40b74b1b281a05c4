import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { footerQuickLinks, footerServiceLinks, mainNav } from '../../data/site/navigation';
import { getPage, TEST_SITE_URL } from '../helpers/app';

const pages = ['/', '/about'];

describe('every page shares the header and footer', () => {
  it.each(pages)('%s has the header: brand, click-to-call, Book Now and the navigation in order', async (path) => {
    const { status, $ } = await getPage(path);
    expect(status).toBe(200);
    const header = $('header.site-header');
    expect(header.find('.brand__name').text()).toBe(business.name);
    expect(header.find('.brand__kind').text()).toBe('Appliance Repair Company');
    const phone = header.find('a[href="tel:+12025550147"]');
    expect(phone.text()).toContain('(202) 555-0147');
    // Book Now starts online booking; the spec's Book Repair Now buttons in the pages still go to /contact.
    expect(header.find('a[href="/book"]').filter((_, a) => $(a).text().trim() === 'Book Now')).toHaveLength(1);

    const nav = header.find('nav[aria-label="Main"] a');
    expect(nav.map((_, a) => $(a).attr('href')).get()).toEqual(mainNav.map((l) => l.href));
    expect(nav.map((_, a) => $(a).text()).get()).toEqual([
      'Home',
      'Services',
      'Cities We Serve',
      'About',
      'Blog',
      'Reviews',
      'Coupons',
      'Contact',
    ]);
  });

  it.each(pages)('%s marks only its own nav link as the current page', async (path) => {
    const { $ } = await getPage(path);
    const current = $('nav[aria-label="Main"] a[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current.attr('href')).toBe(path);
  });

  it.each(pages)('%s has the footer: quick links, services, contact, hours and social links', async (path) => {
    const { $ } = await getPage(path);
    const footer = $('footer');
    const hrefs = (label: string) =>
      footer
        .find(`nav[aria-labelledby] a`)
        .filter((_, a) => $(a).closest('nav').find('h2').text() === label)
        .map((_, a) => ({ href: $(a).attr('href'), label: $(a).text() }))
        .get();
    expect(hrefs('Quick Links')).toEqual(footerQuickLinks);
    expect(footerQuickLinks.map((l) => l.href)).toEqual([
      '/services',
      '/cities',
      '/about',
      '/blog',
      '/coupons',
      '/faq',
    ]);
    expect(footerQuickLinks.find((l) => l.href === '/about')?.label).toBe('About Us');
    expect(footerQuickLinks.find((l) => l.href === '/faq')?.label).toBe('FAQ');
    expect(hrefs('Our Services')).toEqual(footerServiceLinks);
    expect(footerServiceLinks.map((l) => l.href)).toEqual([
      '/services/washer-repair',
      '/services/dryer-repair',
      '/services/refrigerator-repair',
      '/services/dishwasher-repair',
      '/services/oven-repair',
    ]);

    const social = footer.find('.social-links a');
    expect(social).toHaveLength(3);
    expect(social.map((_, a) => $(a).attr('href')).get()).toEqual(business.social.map((s) => s.url));
    expect(footer.find('a[href="tel:+12025550147"]').first().text()).toContain('(202) 555-0147');
    expect(footer.find(`a[href="mailto:${business.email}"]`).text()).toContain(business.email);
    const text = footer.text();
    expect(text).toContain('Monday – Saturday');
    expect(text).toContain('8:00 AM – 8:00 PM');
    expect(text).toContain('Sunday');
    expect(text).toContain('9:00 AM – 6:00 PM');
    expect(text).toMatch(/licensed and insured/i);
    expect(text).toMatch(/trusted local appliance repair experts/i);
    expect(footer.find('.footer-bottom').text()).toContain(`© ${new Date().getFullYear()} ${business.name}`);
  });

  it.each(pages)('%s has the Call | Book action bar and the toast live region', async (path) => {
    const { $ } = await getPage(path);
    const bar = $('nav.action-bar[aria-label="Call or book"] a');
    expect(bar.map((_, a) => $(a).attr('href')).get()).toEqual(['tel:+12025550147', '/book']);
    expect(bar.map((_, a) => $(a).text()).get()).toEqual(['Call (202) 555-0147', 'Book a repair']);
    expect($('.float-call')).toHaveLength(0);
    expect($('[role="status"][aria-live="polite"]')).toHaveLength(1);
  });

  it.each(pages)('%s has a complete head: title, description, canonical, favicon, styles, script', async (path) => {
    const { $ } = await getPage(path);
    expect($('html').attr('lang')).toBe('en');
    expect($('meta[charset]').attr('charset')).toBe('utf-8');
    expect($('meta[name="viewport"]').attr('content')).toContain('width=device-width');
    expect($('title').text()).toContain(business.name);
    expect($('meta[name="description"]').attr('content')!.length).toBeGreaterThan(50);
    expect($('link[rel="canonical"]').attr('href')).toBe(TEST_SITE_URL + path);
    expect($('link[rel="icon"]').attr('href')).toBe('/favicon.svg');
    // The styles in the head itself, under the CSP's hash (decision 0053): no stylesheet blocks the first paint.
    expect($('link[rel="stylesheet"]')).toHaveLength(0);
    expect($('head style')).toHaveLength(1);
    expect($('script[type="module"]').attr('src')).toMatch(/^\/assets\/app-[A-Z0-9]+\.js$/);
    expect($('h1')).toHaveLength(1);
  });

  it('gives every page its own title and description', async () => {
    const heads = await Promise.all(
      pages.map(async (path) => {
        const { $ } = await getPage(path);
        return { title: $('title').text(), description: $('meta[name="description"]').attr('content') };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(pages.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(pages.length);
  });

  it('has no inline scripts or event handlers: only the module script and JSON blocks', async () => {
    for (const path of pages) {
      const { $, html } = await getPage(path);
      $('script').each((_, script) => {
        const type = $(script).attr('type');
        expect(['module', 'application/json', 'application/ld+json']).toContain(type);
        if (type === 'module') expect($(script).attr('src')).toBeTruthy();
      });
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).not.toMatch(/\sstyle=/i);
    }
  });
});
