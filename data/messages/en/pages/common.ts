/**
 * The words of the components many public pages share: the calls to action, the review cards, the zip check, the
 * Book a Visit card, the business's numbers and the breadcrumb.
 */
export const common = {
  bookRepairNow: 'Book Repair Now',
  callNow: 'Call Now',
  emergencyTitle: 'Appliance Emergency?',
  emergencyText:
    "Water spreading across the kitchen floor, a freezer full of food warming up, a dryer that smells of burning: these can't wait for next week. Call us and we'll get a technician to you as fast as we can, seven days a week.",
  bookVisitTitle: 'Book a Visit',
  bookVisitLead: 'Pick a two-hour arrival window online in about a minute.',
  /** The fee in bold; `bookVisitFeeRest` follows it. */
  bookVisitFeeStrong: (fee: string) => `${fee} service call`,
  bookVisitFeeRest: (bookBy: string) => `, credited toward the repair. Same-day visits when you book by ${bookBy}.`,
  /** One of the days a different same-day cutoff applies, "1 PM on Sundays" (English keeps data/booking's words). */
  bookByOn: (time: string, days: string) => `${time} on ${days}`,
  zipCode: 'Zip code',
  appliance: 'Appliance',
  chooseOne: 'Choose one',
  seeWindows: 'See arrival windows',
  bookOnline: 'Book online',
  /** "Washer Repair" -> "Washer": the appliance a service repairs, as a list or a heading names it. */
  applianceOf: (serviceName: string) => serviceName.replace(/ Repair$/, ''),
  /** What a verified review was about: "Washer repair". */
  repairOf: (appliance: string) => `${appliance} repair`,
  yourZip: 'Your zip code',
  checkMyArea: 'Check my area',
  zipHint: 'Five digits, for example 20901.',
  ratingOutOf: (rating: number, best: number) => `${rating} out of ${best}`,
  ratingFrom: (count: number) => `from ${count} reviews`,
  /** A star rating read out as one phrase. */
  rated: (rating: number, best: number) => `Rated ${rating} out of ${best}`,
  reviewsEyebrow: 'Reviews',
  verifiedCustomer: 'Verified customer',
  /** Before the month of the visit: "Visited March 2026". */
  visited: 'Visited',
  breadcrumb: 'Breadcrumb',
  statYears: 'Years in business',
  statSince: 'Serving the DC area since',
  statCustomers: 'Customers helped',
  statRating: (count: number) => `Rating from ${count} reviews`,
  statWarranty: (days: number) => `${days}-day`,
  statWarrantyLabel: 'Parts and labour warranty',
};
