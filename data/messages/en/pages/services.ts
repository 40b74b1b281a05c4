/** The words of /services and of each service's page, around the service's own content (data/site/services.ts). */

/** "Washer Repair" -> "washer". */
const applianceIn = (serviceName: string) => serviceName.replace(/ Repair$/, '');
/** "an oven", "a washer". */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

export const services = {
  listTitle: 'Appliance Repair Services',
  listDescription: (warrantyDays: number) =>
    `Washer, dryer, refrigerator, freezer, oven, stove, cooktop, dishwasher, microwave, ice maker and garbage disposal repair in Washington DC and Maryland. Same-day visits, ${warrantyDays}-day warranty.`,
  listEyebrow: 'Our services',
  listLead: (count: number) =>
    `We repair ${count} kinds of household appliance, from the laundry room to the kitchen, for every major brand. Choose yours to see what we fix and how we work.`,
  listAll: (count: number) => `All ${count} Services`,
  fillerTitle: 'Not listed? Call us',
  fillerText: 'Most appliances in a kitchen or laundry room are ones we fix. Tell us what yours is doing.',
  listCtaTitle: "Don't See Your Appliance?",
  listCtaText: (warrantyDays: number) =>
    `Call us anyway. If it plugs in or hooks up to gas in your kitchen or laundry room, there's a good chance we fix it, and every repair carries our ${warrantyDays}-day parts and labour warranty.`,
  /** The title of a page with a headline; the others are titled by the service's name. */
  titleWithPlace: (serviceName: string) => `${serviceName} in Washington DC & Maryland`,
  descriptionWithHeadline: (serviceName: string, problems: number, phone: string) =>
    `${serviceName} in Washington DC, Prince George's, Montgomery and Howard counties: ${problems} common ${applianceIn(serviceName).toLowerCase()} problems we fix, brands we repair, same-day visits. Call ${phone}.`,
  description: (serviceName: string, line: string, problems: number, fee: string, warrantyDays: number) =>
    `${serviceName} in Washington DC and Maryland: ${line} ${problems} common problems with typical prices, ${fee} service call, ${warrantyDays}-day warranty.`,
  eyebrow: 'Appliance repair in DC & Maryland',
  bookOnline: (serviceName: string) =>
    `Book ${withArticle(applianceIn(serviceName).toLowerCase())} repair visit online`,
  promiseFee: (fee: string) => `${fee} service call, diagnosis included and credited toward the repair`,
  promiseTechnicians: 'Licensed, insured, background-checked technicians',
  promiseWarranty: (warrantyDays: number) => `${warrantyDays}-day parts and labour warranty`,
  introTitle: (serviceName: string) => `${serviceName} From a Local Team`,
  visitTitle: 'What a Visit Includes',
  problemsEyebrow: 'What we fix',
  problemsTitle: (count: number, serviceName: string) => `${count} Common ${applianceIn(serviceName)} Problems`,
  problemsIntro: 'What you notice, what our technicians usually find behind it, and what the repair typically costs.',
  /** Before a problem's price range. */
  typically: 'Typically',
  problemsNote: (fee: string) =>
    `Typical totals for parts and labour in the DC area, with the ${fee} service call already credited. Your technician gives you the exact price before any work starts.`,
  reviewsTitle: 'What Our Customers Say',
  moreReviews: 'Read more reviews',
  brandsEyebrow: 'Brands',
  brandsTitle: (serviceName: string) => `${applianceIn(serviceName)} Brands We Repair`,
  citiesEyebrow: 'Near you',
  citiesTitle: (serviceName: string) => `${serviceName} Across DC and Maryland`,
  citiesIntro:
    'Our technicians are out in these places every day. Pick yours to see the zip codes and neighbourhoods we cover.',
  allAreas: 'See every area we serve',
  ctaTitle: (serviceName: string) => `Is Your ${applianceIn(serviceName)} Acting Up?`,
  ctaText: (replyWithin: string) =>
    `Tell us what it is doing and we'll get a technician to you, often the same day. We reply to every request within ${replyWithin}.`,
  /** The breadcrumb's first two steps in the Spanish trail; English takes them from the header (breadcrumbTrail). */
  crumbHome: 'Home',
  crumbServices: 'Services',
};
