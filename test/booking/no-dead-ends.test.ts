/**
 * No dead ends in booking (issue 40, docs/booking.md#no-dead-ends): a homeowner with a warm fridge at 5 PM finds no
 * window left today online, and the day says to call, with a tap-to-call link, while the shop answers the phone;
 * after closing it does not promise what nobody is there to keep.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { testEngines } from '../helpers/engines';
import { bookingApp, testClock } from '../helpers/booking';

const [sqlite] = testEngines('no dead ends');
const CALL = 'Call — we may still fit you in today';

describe('booking without dead ends', () => {
  const stepTwoAt = async (instant: string) => {
    const database = await sqlite!.open();
    const { http } = bookingApp(database, testClock(new Date(instant)));
    // Step 1 as a browser without JavaScript sends it: a GET to /book.
    const page = await http.get('/book?zip=20901&service=refrigerator-repair');
    expect(page.status).toBe(200);
    const $ = load(page.text);
    return { $, today: $('.windows__day').first() };
  };

  it('offers the phone on today when no window is left and the shop is open (Monday 5 PM)', async () => {
    const { today } = await stepTwoAt('2026-11-23T22:00:00Z');
    expect(today.find('.windows__date').text()).toBe('Today');
    expect(today.find('.windows__count').text()).toBe('No windows left to book online');
    // The phone on one line right under the day, which stays closed: the next day's windows stay in sight.
    expect(today.attr('open')).toBeUndefined();
    const call = today.next('.windows__call').find('a[href^="tel:"]');
    expect(call.text()).toBe(CALL);
    expect(call.attr('href')).toBe(business.phone.href);
  });

  it('says nothing of calling after closing (Monday 8:30 PM) nor before opening (Sunday 8 AM)', async () => {
    for (const instant of ['2026-11-24T01:30:00Z', '2026-11-22T13:00:00Z']) {
      const { $ } = await stepTwoAt(instant);
      expect($('main').text(), instant).not.toContain(CALL);
    }
  });

  it('points a day with no window free on to the next day with one, as a link, with the phone (Monday 5 PM)', async () => {
    const { $, today } = await stepTwoAt('2026-11-23T22:00:00Z');
    const next = today.find('.windows__next');
    const link = next.find('a[href^="#windows-"]');
    expect(link.text()).toBe('Tomorrow');
    // The link opens the next day's list: its target is inside that day.
    expect($(link.attr('href')!).closest('details').find('.windows__date').text()).toBe('Tomorrow');
    expect(next.find('a[href^="tel:"]').attr('href')).toBe(business.phone.href);
  });

  it('answers a zip outside the area with what to do: the phone number', async () => {
    const database = await sqlite!.open();
    const { http } = bookingApp(database, testClock(new Date('2026-11-23T14:00:00Z')));
    const page = await http.get('/book?zip=10001&service=refrigerator-repair');
    expect(page.status).toBe(422);
    expect(load(page.text)('.form-error, [role="alert"]').text()).toContain(business.phone.display);
  });
});
