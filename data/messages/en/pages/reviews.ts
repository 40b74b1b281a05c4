/** The words of /reviews. */
export const reviews = {
  title: 'Customer Reviews',
  titlePage: (page: number) => `Customer Reviews, Page ${page}`,
  description: (value: number, best: number, count: number) =>
    `Rated ${value} out of ${best} from ${count} reviews: what homeowners in DC, Silver Spring, Bethesda, Rockville, Bowie and Columbia say about our appliance repairs.`,
  eyebrow: 'Reviews',
  heading: 'What Our Customers Say',
  lead: 'Homeowners across DC and Maryland trust us with the appliances they rely on every day. Here is what a few of them told us after the repair.',
  ratingValue: (value: number, best: number) => `${value} out of ${best}`,
  ratingCount: (count: number) => `from ${count} reviews`,
  verifiedEyebrow: 'Verified customers',
  verifiedTitle: 'Reviews From Our Visits',
  verifiedIntro:
    'Written by customers after a visit we made, through the link we send each customer once the job is done.',
  /** `average`: already written with one decimal. */
  answersAverage: (average: string, answers: number) =>
    `${average} out of 5 from ${answers} ${answers === 1 ? 'answer' : 'answers'}`,
  answersCounted: 'after a visit: every answer we have received, counted whatever its stars.',
  policy: (hidden: number, page: number, pages: number, published: number) =>
    `Each answer is published as it arrives, the low ones too. We hide one only if it is spam, is not about a visit, shares personal information or uses abusive language${hidden > 0 ? ` (${hidden} ${hidden === 1 ? 'answer' : 'answers'} so far)` : ''}; never because of its stars. Newest first; ${pages > 1 ? `page ${page} of ${pages}, ` : ''}${published} ${published === 1 ? 'published review' : 'published reviews'}.`,
  pagesLabel: 'Pages of verified reviews',
  newer: 'Newer reviews',
  older: 'Older reviews',
  testimonialsTitle: "In Our Customers' Own Words",
  profilesTitle: 'Read Every Review',
  profilesText: (count: number) =>
    `The ${count} reviews behind our rating are public. Read them, or leave your own, on our profiles.`,
  onProfile: (business: string, profile: string) => `${business} on ${profile}`,
  ctaTitle: 'Join Thousands of Happy Customers',
  ctaText: 'Book a repair today and see why our customers give us five stars.',
};
