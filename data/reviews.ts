/** What customers said. Every review is five stars; the dates are real days in Dec 2023 and Jan 2024. */
export interface Review {
  name: string;
  /** Where the customer lives, always inside our service area. */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO day. */
  date: string;
  text: string;
}

export const reviews: Review[] = [
  {
    name: 'Sarah M.',
    location: 'Silver Spring, MD',
    rating: 5,
    date: '2024-01-18',
    text: 'Our washer stopped draining mid-cycle on a Sunday morning. The technician was at the door that afternoon, found a sock jammed in the pump and had us running again in under an hour. Fair price and no upselling.',
  },
  {
    name: 'James T.',
    location: 'Washington, DC',
    rating: 5,
    date: '2024-01-09',
    text: 'Refrigerator was warming up with a week of groceries inside. They came the same day, replaced the evaporator fan motor from stock on the truck and explained exactly what had failed. Cold again by dinner.',
  },
  {
    name: 'Linda K.',
    location: 'Bethesda, MD',
    rating: 5,
    date: '2024-01-03',
    text: 'Professional from the first phone call. The technician put on shoe covers, protected the floor and tested the oven in front of me before he left. I used the senior discount and they honoured it without any fuss.',
  },
  {
    name: 'Michael R.',
    location: 'Rockville, MD',
    rating: 5,
    date: '2023-12-21',
    text: 'Dryer took two cycles to dry a load. They cleaned out the vent, replaced a worn heating element and the thing runs like new. Got it done before the family arrived for the holidays.',
  },
  {
    name: 'Angela W.',
    location: 'Bowie, MD',
    rating: 5,
    date: '2023-12-12',
    text: 'Dishwasher left standing water every time. Honest diagnosis, clear quote before any work started, and the service call fee was taken off the repair. I have already recommended them to two neighbours.',
  },
  {
    name: 'David L.',
    location: 'Columbia, MD',
    rating: 5,
    date: '2023-12-05',
    text: 'Called at 9 in the morning about an ice maker that quit, and the technician arrived by noon. He told me straight that the fix was worth doing on a six-year-old fridge. Quick, tidy and friendly.',
  },
];
