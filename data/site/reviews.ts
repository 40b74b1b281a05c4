/** What customers said. Every review is five stars; the dates are real days in Dec 2023 and Jan 2024. */
export interface Review {
  name: string;
  /** Where the customer lives, always inside our service area. */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO day. */
  date: string;
  text: string;
  /** The service the review is about, by its slug, so service pages can show it. */
  service: string;
  /** The page of the place the customer lives in, so city pages can show the nearest reviews. */
  city: string;
}

export const reviews: Review[] = [
  {
    name: 'Sarah M.',
    location: 'Silver Spring, MD',
    rating: 5,
    date: '2024-01-18',
    text: 'Our washer stopped draining mid-cycle on a Sunday morning. The technician was at the door that afternoon, found a sock jammed in the pump and had us running again in under an hour. Fair price and no upselling.',
    service: 'washer-repair',
    city: 'silver-spring-md',
  },
  {
    name: 'James T.',
    location: 'Washington, DC',
    rating: 5,
    date: '2024-01-09',
    text: 'Refrigerator was warming up with a week of groceries inside. They came the same day, replaced the evaporator fan motor from stock on the truck and explained exactly what had failed. Cold again by dinner.',
    service: 'refrigerator-repair',
    city: 'washington-dc',
  },
  {
    name: 'Linda K.',
    location: 'Bethesda, MD',
    rating: 5,
    date: '2024-01-03',
    text: 'Professional from the first phone call. The technician put on shoe covers, protected the floor and tested the oven in front of me before he left. I used the senior discount and they honoured it without any fuss.',
    service: 'oven-repair',
    city: 'bethesda-md',
  },
  {
    name: 'Michael R.',
    location: 'Rockville, MD',
    rating: 5,
    date: '2023-12-21',
    text: 'Dryer took two cycles to dry a load. They cleaned out the vent, replaced a worn heating element and the thing runs like new. Got it done before the family arrived for the holidays.',
    service: 'dryer-repair',
    city: 'rockville-md',
  },
  {
    name: 'Angela W.',
    location: 'Bowie, MD',
    rating: 5,
    date: '2023-12-12',
    text: 'Dishwasher left standing water every time. Honest diagnosis, clear quote before any work started, and the service call fee was taken off the repair. I have already recommended them to two neighbours.',
    service: 'dishwasher-repair',
    city: 'bowie-md',
  },
  {
    name: 'David L.',
    location: 'Columbia, MD',
    rating: 5,
    date: '2023-12-05',
    text: 'Called at 9 in the morning about an ice maker that quit, and the technician arrived by noon. He told me straight that the fix was worth doing on a six-year-old fridge. Quick, tidy and friendly.',
    service: 'ice-maker-repair',
    city: 'columbia-md',
  },
];

/**
 * Up to `count` reviews for a service page: those about the service itself, then those about its closest
 * services in the order it lists them.
 */
export function reviewsAboutService(service: { slug: string; closest: readonly string[] }, count = 2): Review[] {
  return [service.slug, ...service.closest]
    .flatMap((slug) => reviews.filter((review) => review.service === slug))
    .slice(0, count);
}

/** The three the home page shows: one each from the laundry room, the kitchen and the fridge, across the area. */
export const homeReviews: Review[] = [reviews[0]!, reviews[1]!, reviews[4]!];
