/**
 * Each booking step a URL (issue 40, item 3): every step's <title> names it, and the addresses the island pushes
 * are the no-JavaScript flow's own, so a reload of any of them opens that step (step 4's address opens step 3,
 * whose details only ever travel by POST; the island restores the review from its history entry).
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { stepUrl } from '../../client/islands/book';
import { emptyBookingValues } from '../../server/features/booking/book-page';
import { testEngines } from '../helpers/engines';
import { bookingApp, testClock } from '../helpers/booking';

const [sqlite] = testEngines('step urls');
/** Tuesday 24 November 2026, 8–10 AM in Washington: free on a Monday morning's clock. */
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';

describe('each booking step at its own address', () => {
  it('names the step in the title, and opens the same step from the address the island pushes', async () => {
    const database = await sqlite!.open();
    const { http } = bookingApp(database, testClock(new Date('2026-11-23T14:00:00Z')));
    const values = { ...emptyBookingValues(), zip: '20901', service: 'washer-repair', windowStart: TUESDAY_8AM };
    const expected = [
      ['where', 'Step 1 of 4', /^Book a Repair Visit Online/],
      ['window', 'Step 2 of 4', /^Choose a time – Book a Repair Visit Online/],
      ['details', 'Step 3 of 4', /^Your details – Book a Repair Visit Online/],
      ['review', 'Step 3 of 4', /^Your details – Book a Repair Visit Online/],
    ] as const;
    for (const [step, heading, title] of expected) {
      const url = stepUrl(step, values);
      const page = await http.get(url);
      expect(page.status, url).toBe(200);
      const $ = load(page.text);
      expect($('#book-step-title').text(), url).toContain(heading);
      expect($('title').text(), url).toMatch(title);
    }
    expect(stepUrl('window', values)).toBe('/book?zip=20901&service=washer-repair');
    expect(stepUrl('review', values)).toBe(
      `/book?zip=20901&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}&step=review`,
    );
  });
});
