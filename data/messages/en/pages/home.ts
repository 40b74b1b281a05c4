/** The home page's words (the builder's title and description, the hero, the badges, the reasons, the sections). */
export const home = {
  title: (business: string) => `Appliance Repair in Washington DC & MD | ${business}`,
  description: (rating: number, phone: string) =>
    `Same-day washer, dryer, refrigerator, oven and dishwasher repair in Washington DC, Prince George's, Montgomery and Howard counties. Licensed, insured, rated ${rating}/5. Call ${phone}.`,
  eyebrow: 'Same-day appliance repair in DC & Maryland',
  heading: 'Appliance Repair in Washington DC, Done Right the First Time',
  lead: "Washer won't drain? Fridge running warm? Oven stuck at room temperature? Our licensed technicians repair every major brand across Washington DC and Prince George's, Montgomery and Howard counties, usually on the day you call.",
  customersSince: (customers: string, since: number) => `${customers} customers since ${since}`,
  trustTitle: 'Why You Can Trust Us',
  sameDayTitle: 'Same Day Service',
  sameDayText: 'Call in the morning and we can usually have a technician at your door that afternoon.',
  licensedTitle: 'Licensed & Insured',
  licensedText: 'Licensed, insured, background-checked technicians you can let into your home.',
  ratedTitle: '5-Star Rated',
  ratedText: (rating: number, count: number) => `Rated ${rating} out of 5 by ${count} DC-area homeowners.`,
  warrantyTitle: (days: number) => `${days}-Day Warranty`,
  warrantyText: (days: number) =>
    `Parts and labour covered. If the same problem returns within ${days} days, we fix it at no charge.`,
  servicesEyebrow: 'What we fix',
  servicesTitle: 'Appliance Repair Services',
  servicesIntro:
    'From the laundry room to the kitchen, one call covers the appliances your household runs on every day.',
  allServices: 'See all appliance repair services',
  whyEyebrow: 'How we work',
  whyTitle: 'Straight Answers, Fair Prices, Fixed in One Visit',
  diagnosisTitle: 'The Diagnosis Counts Toward the Repair',
  diagnosisText: (fee: string) =>
    `The ${fee} service call fee covers finding the fault, and it is applied to the repair total when you go ahead.`,
  priceFirstTitle: 'A Price Before We Pick up a Tool',
  priceFirstText: 'You hear what is wrong and what it costs first. No surprise line items on the invoice.',
  partsTitle: 'Common Parts on the Truck',
  partsText:
    'Pumps, belts, igniters, thermostats and valves ride along, so most repairs are finished in one visit of one to two hours.',
  brandsTitle: 'Every Major Brand',
  brandsText: 'Whirlpool, GE, Samsung, LG, Frigidaire, Maytag, KitchenAid, Bosch, Electrolux and more, old and new.',
  reviewsTitle: 'What DC-area Homeowners Say',
  allReviews: 'Read all reviews',
  areaEyebrow: 'Where We Work',
  areaTitle: 'Serving DC and the Maryland Suburbs',
  areaIntro: "Our technicians cover the District and Prince George's, Montgomery and Howard counties every day.",
  zipTitle: 'Do We Serve Your Area?',
  allAreas: 'See every area we serve',
};
