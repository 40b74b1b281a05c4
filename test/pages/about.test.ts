import { describe, expect, it } from 'vitest';
import { getPage } from '../helpers/app';

describe('the about page', () => {
  it('tells the company story with its numbers and calls to action', async () => {
    const { status, $ } = await getPage('/about');
    expect(status).toBe(200);
    expect($('title').text()).toBe('About Us: Local Appliance Repair Since 2010 | Capital Appliance Repair');
    expect($('h1').text()).toMatch(/DC Repair Company/);
    expect($('main').text()).toMatch(/started in 2010/);

    const stats = Object.fromEntries(
      $('.stats__item')
        .map((_, item) => [[$(item).find('dt').text(), $(item).find('dd').text()]])
        .get(),
    );
    expect(stats).toEqual({
      'Years in business': '13+',
      'Serving the DC area since': '2010',
      'Customers helped': '10,000+',
      'Rating from 487 reviews': '4.9/5',
      'Parts and labour warranty': '90-day',
    });
    expect($('main a[href="/contact"]').text()).toContain('Book Repair Now');
    expect($('main a[href="tel:+12025550147"]').text()).toContain('Call Now (202) 555-0147');
  });
});
