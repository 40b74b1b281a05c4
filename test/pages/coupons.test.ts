import { describe, expect, it } from 'vitest';
import { getPage } from '../helpers/app';

describe('the coupons page', () => {
  it('has its own title and description naming the codes', async () => {
    const { status, $ } = await getPage('/coupons');
    expect(status).toBe(200);
    expect($('title').text()).toBe('Appliance Repair Coupons | Capital Appliance Repair');
    expect($('meta[name="description"]').attr('content')).toMatch(/FIRST25, SENIOR15, MAJOR50/);
    expect($('h1')).toHaveLength(1);
  });

  it('shows the three coupons with their codes in plain, selectable text before any JavaScript runs', async () => {
    const { $ } = await getPage('/coupons');
    const coupons = $('.coupon')
      .map((_, element) => ({
        title: $(element).find('h2').text(),
        description: $(element).find('.coupon__description').text(),
        code: $(element).find('.coupon__code').text(),
        colour: /coupon--(\w+)/.exec($(element).attr('class') ?? '')?.[1],
      }))
      .get();
    expect(coupons.map((coupon) => coupon.code)).toEqual(['FIRST25', 'SENIOR15', 'MAJOR50']);
    expect(coupons[0]!.title).toMatch(/\$25 off/i);
    expect(coupons[0]!.description).toMatch(/new customers/i);
    expect(coupons[0]!.description).toMatch(/first service/i);
    expect(coupons[1]!.title).toMatch(/15% off/i);
    expect(coupons[1]!.description).toMatch(/65 and over/);
    expect(coupons[2]!.title).toMatch(/\$50 off/i);
    expect(coupons[2]!.description).toMatch(/over \$200/);
    expect(new Set(coupons.map((coupon) => coupon.colour)).size).toBe(3);
    // The server renders no copy button: it would do nothing without JavaScript.
    expect($('.coupon button')).toHaveLength(0);
    expect($('.coupon__hint').first().text()).toMatch(/book online with it, or give it when you call/i);
  });

  it('states the terms: not combinable, one per service call, residential only', async () => {
    const { $ } = await getPage('/coupons');
    const terms = $('.coupon-terms li')
      .map((_, li) => $(li).text())
      .get()
      .join(' ');
    expect(terms).toMatch(/cannot be combined/);
    expect(terms).toMatch(/one coupon per service call/i);
    expect(terms).toMatch(/residential customers only/i);
    expect(terms).toMatch(/book online with the code, or give it when you call/i);
  });

  it('hands the coupons to the copy island', async () => {
    const { $ } = await getPage('/coupons');
    const props = JSON.parse($('script[data-island-props="coupons"]').text()) as { coupons: { code: string }[] };
    expect(props.coupons.map((coupon) => coupon.code)).toEqual(['FIRST25', 'SENIOR15', 'MAJOR50']);
  });
});
