/** The words of /cities, its zip lookup's answers, and each city's page. */
export const cities = {
  title: 'Cities We Serve in DC & Maryland',
  titleCheckZip: 'Check Your Zip Code: Cities We Serve',
  titleZip: (zip: string) => `Zip Code ${zip}: Cities We Serve`,
  description: (business: string, marylandCounties: number) =>
    `${business} serves Washington DC and ${marylandCounties} Maryland counties: Prince George's, Montgomery and Howard. See every city and check your zip code.`,
  eyebrow: 'Cities we serve',
  heading: 'Appliance Repair Across DC and the Maryland Suburbs',
  lead: (communities: number) =>
    `Our technicians cover ${communities} communities in Washington DC and Prince George's, Montgomery and Howard counties, every day of the week.`,
  zipTitle: 'Do We Serve Your Area?',
  zipLead: "Type your zip code and we'll tell you straight away.",
  areasTitle: 'Service Areas by County',
  area: 'Area',
  areas: 'Areas',
  localService: 'Local service',
  servedToday: (place: string) => `We serve ${place} today.`,
  servedBadge: 'Served today',
  fillerTitle: 'Not listed? Call us',
  fillerText: (county: string) => `We may well cover your street in ${county} too.`,
  ctaTitle: 'Ready to Book a Repair?',
  ctaText: 'Wherever you are in the area, one call or one form gets a technician on the way.',

  // The zip lookup's answers (views/components/forms/ZipAnswerMessage.tsx).
  zipInvalid: (input: string) => `“${input}” is not a zip code we can look up.`,
  zipInvalidHelp: 'Please enter the five digits of your zip code, for example 20901, and try again.',
  zipServed: (zip: string) => `Yes, we serve ${zip}.`,
  zipServedText: (zip: string, place: string) =>
    `${zip} is part of ${place}, where our technicians work every day, often on the day you call.`,
  zipBook: (zip: string) => `Book a visit in ${zip}`,
  zipCityPage: (place: string) => `Appliance repair in ${place}`,
  zipInArea: (zip: string) => `Yes, ${zip} is in our service area.`,
  /** `places`: the places the zip covers, already joined with `listAnd`. */
  zipInAreaText: (zip: string, places: string, county: string) =>
    `${zip} covers ${places} in ${county}. We serve ${places} today: book online or call us to arrange a visit.`,
  zipOutside: (zip: string) => `Sorry, ${zip} is outside our service area.`,
  zipOutsideBefore:
    "We cover Washington DC and Prince George's, Montgomery and Howard counties in Maryland. If you're close to the edge of that area, call us at",
  zipOutsideAfter: " and we'll tell you honestly whether we can still come out.",
  zipOpen: (business: string, hours: string) => `${business} is open ${hours}.`,
  /** Between the last two of a list of names or services: "Laurel and Beltsville". */
  listAnd: ' and ',

  // Each city's page.
  cityTitle: (place: string) => `Appliance Repair in ${place}`,
  cityDescription: (place: string, zips: string, warrantyDays: number, phone: string) =>
    `Same-day washer, dryer, refrigerator and oven repair in ${place} (${zips}). Licensed, insured technicians, ${warrantyDays}-day warranty. Call ${phone}.`,
  bookOnline: (place: string) => `Book a visit in ${place} online`,
  factCity: 'City',
  factZips: 'Zip codes',
  knowHowTitle: (place: string) => `Local Know-How in ${place}`,
  neighbourhoodsTitle: 'Neighbourhoods We Visit',
  servicesEyebrow: 'What we fix',
  servicesTitle: (place: string) => `Appliance Repair Services in ${place}`,
  servicesIntro: (shown: number, all: number, place: string) =>
    `${shown} of our ${all} services, the ones ${place} homes call us for most, each with a same-day option and our warranty.`,
  /** `others`: the services not shown, already joined with `listAnd`; '' when every one is shown. */
  seeAllServices: (all: number, others: string) =>
    `See all ${all} services${others ? `, ${others.toLowerCase()} too` : ''}`,
  reviewsTitle: (place: string) => `What Neighbours Near ${place} Say`,
  moreReviews: 'Read more reviews',
  nearbyEyebrow: 'Nearby',
  nearTitle: (place: string) => `Near ${place}`,
  nearText: (place: string) => `The same technicians cover the places around ${place}.`,
  everyArea: 'See every area we serve',
  cityCtaTitle: (place: string) => `Need a Repair in ${place}?`,
  cityCtaText: "Book online or call, and we'll tell you when a technician can be at your door.",
};
