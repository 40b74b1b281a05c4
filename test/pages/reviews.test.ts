import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { getPage } from '../helpers/app';

describe('the reviews page', () => {
  it('shows the 4.9 out of 5 summary from 487 reviews', async () => {
    const { status, $ } = await getPage('/reviews');
    expect(status).toBe(200);
    expect($('title').text()).toBe('Customer Reviews | Capital Appliance Repair');
    expect($('meta[name="description"]').attr('content')).toMatch(/4\.9 out of 5 from 487 reviews/);
    expect($('h1')).toHaveLength(1);
    expect($('.rating-summary').text()).toContain('4.9 out of 5 from 487 reviews');
    expect($('.rating-summary [role="img"]').attr('aria-label')).toBe('Rated 4.9 out of 5');
  });

  it('shows six five-star testimonials from our area, dated Dec 2023 or Jan 2024', async () => {
    const { $ } = await getPage('/reviews');
    const reviews = $('.review');
    expect(reviews).toHaveLength(6);
    const places = [
      'Washington, DC',
      'Silver Spring',
      'Bethesda',
      'Rockville',
      'Bowie',
      'Columbia',
      'Greenbelt',
      'Gaithersburg',
      'Laurel',
    ];
    reviews.each((_, element) => {
      const review = $(element);
      expect(review.find('h3').text()).toMatch(/^\w+ \w\.$/);
      expect(review.find('[role="img"]').attr('aria-label')).toBe('Rated 5 out of 5');
      expect(review.find('.stars__star--on')).toHaveLength(5);
      expect(review.find('blockquote').text().length).toBeGreaterThan(60);
      const place = review.find('.review__place').text();
      expect(
        places.some((name) => place.startsWith(name)),
        place,
      ).toBe(true);
      expect(review.find('time').attr('datetime')).toMatch(/^(2023-12|2024-01)-\d{2}$/);
      expect(review.find('time').text()).toMatch(/^(December \d{1,2}, 2023|January \d{1,2}, 2024)$/);
    });
  });

  it('ends with the booking and call buttons', async () => {
    const { $ } = await getPage('/reviews');
    expect($('main a[href="/contact"]').text()).toContain('Book Repair Now');
    expect($(`main a[href="${business.phone.href}"]`).text()).toContain(`Call Now ${business.phone.display}`);
  });

  it('does not call reviews from 2023 and 2024 recent, and links to the public review profiles', async () => {
    const { $ } = await getPage('/reviews');
    expect($('main h2').text()).not.toMatch(/recent/i);
    const profiles = $('main .profile-links a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(profiles).toEqual(business.reviewProfiles.map((profile) => profile.url));
    expect(profiles.length).toBeGreaterThanOrEqual(2);
    for (const href of profiles) expect(href).toMatch(/^https:\/\/www\.(google|yelp|facebook)\.com\//);
  });
});
