/** The words of /blog, its category filter and cards, and each article's page around the article itself. */
export const blog = {
  title: 'Appliance Repair Blog for DC Homeowners',
  categoryTitle: (category: string) => `${category} Articles`,
  description: (business: string) =>
    `Practical appliance advice from ${business}'s technicians: washers that won't drain, fridges that won't cool, dryers that take two cycles, and when repair beats replacing.`,
  eyebrow: 'Blog',
  heading: 'Appliance Repair Tips From Our Technicians',
  lead: 'Practical advice for DC-area homeowners: what to check before you call, how to keep appliances running longer, and when a repair is worth it. Written by the technicians who make the house calls.',
  allArticles: 'All Articles',
  /** The heading of one category's list: "Washer Repair: 3 Articles". */
  categoryCount: (category: string, count: number) => `${category}: ${count} ${count === 1 ? 'Article' : 'Articles'}`,
  unknownCategory: (asked: string) =>
    `We have no category called “${asked}”. Here are all our articles; pick a category below to narrow them down.`,
  fillerTitle: 'Question not covered? Call us',
  fillerText: "Our technicians answer the phone too. Describe the problem and we'll tell you what to check.",
  categoriesLabel: 'Blog categories',
  allArticlesFilter: 'All articles',

  // An article's page.
  by: 'By',
  leadTechnician: 'Lead Technician',
  seniorTechnician: 'Senior Technician',
  serviceManager: 'Service Manager',
  asideTitle: 'Need It Fixed Today?',
  asideText: (fee: string, warrantyDays: number) =>
    `${fee} service call, credited toward the repair. ${warrantyDays}-day warranty.`,
  couponMention: 'New customer? Mention',
  /** After the coupon's code: what it gives. */
  couponWhat: (coupon: string) => `: ${coupon.toLowerCase()}.`,
  allCoupons: 'See all coupons',
  ctaTitle: 'Rather Have a Technician Take a Look?',
  ctaText: (warrantyDays: number) =>
    `Our licensed and insured technicians repair every major brand across Washington DC and Prince George's, Montgomery and Howard counties, often on the day you call. Every repair carries a ${warrantyDays}-day parts and labour warranty.`,
  relatedTitle: 'Related Articles',
};
