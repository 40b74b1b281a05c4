import { describe, expect, it } from 'vitest';
import { serviceCallFeeLabel } from '../../data/business';
import { getPage, TEST_SITE_URL } from '../helpers/app';

interface FaqJsonLd {
  '@type': string;
  url: string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

describe('the FAQ page', () => {
  it('has its own title and description', async () => {
    const { status, $ } = await getPage('/faq');
    expect(status).toBe(200);
    expect($('title').text()).toBe('Frequently Asked Questions | Capital Appliance Repair');
    expect($('meta[name="description"]').attr('content')).toMatch(/90-day warranty/);
    expect($('h1')).toHaveLength(1);
  });

  it('lists 10 questions as closed native details, so every answer is reachable without JavaScript', async () => {
    const { $ } = await getPage('/faq');
    const items = $('details.faq__item');
    expect(items).toHaveLength(10);
    expect($('details[open]')).toHaveLength(0);
    items.each((_, item) => {
      expect($(item).find('summary').text()).toMatch(/\?$/);
      expect($(item).find('.faq__answer').text().length).toBeGreaterThan(40);
    });
  });

  it('answers with the business facts: payment, duration, adult present, fee, warranty, area, same day, brands', async () => {
    const { $ } = await getPage('/faq');
    const text = $('.faq').text();
    expect(text).toMatch(/cash, major credit cards \(Visa, MasterCard, American Express and Discover\) and checks/);
    expect(text).toMatch(/due when the repair is complete/);
    expect(text).toMatch(/1-2 hours/);
    expect(text).toMatch(/adult aged 18 or over must be present/);
    expect(text).toMatch(/\$89 service call fee covers the diagnosis.*applied to the repair total/);
    expect(text).toMatch(/90-day parts and labour warranty/);
    expect(text).toMatch(/Prince George's, Montgomery and Howard counties/);
    expect(text).toMatch(/same day/);
    expect(text).toMatch(/Whirlpool/);
  });

  it('states the service call fee from data/business.ts outside the answers, so it is read without opening one', async () => {
    const { $ } = await getPage('/faq');
    const note = $('.page-hero .fee-note');
    expect(note.text()).toContain(`${serviceCallFeeLabel} service call`);
    expect(note.closest('details')).toHaveLength(0);
  });

  it('embeds a FAQPage JSON-LD block with the same 10 questions and answers', async () => {
    const { $ } = await getPage('/faq');
    const blocks = $('script[type="application/ld+json"]')
      .map((_, script) => JSON.parse($(script).text()) as FaqJsonLd)
      .get()
      .filter((block) => block['@type'] === 'FAQPage');
    expect(blocks).toHaveLength(1);
    const [faq] = blocks;
    expect(faq!.url).toBe(`${TEST_SITE_URL}/faq`);
    const onPage = $('details.faq__item')
      .map((_, item) => ({ question: $(item).find('summary').text(), answer: $(item).find('.faq__answer').text() }))
      .get();
    expect(faq!.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(onPage);
    expect(faq!.mainEntity.every((q) => q['@type'] === 'Question' && q.acceptedAnswer['@type'] === 'Answer')).toBe(
      true,
    );
  });
});
