/** The words of /about. */
export const about = {
  title: 'About Us: Local Appliance Repair Since 2010',
  description: (business: string, since: number, customers: string, warrantyDays: number) =>
    `Meet ${business}: licensed and insured technicians fixing appliances across the DC metro area since ${since}, with ${customers} customers served and a ${warrantyDays}-day warranty.`,
  eyebrow: 'About us',
  heading: 'A DC Repair Company Built on Fixing It Right',
  lead: (business: string, since: number) =>
    `${business} has kept washers spinning, fridges cold and ovens baking across the capital region since ${since}.`,
  storyTitle: 'Our Story',
  storyStart: (business: string, since: number) =>
    `${business} started in ${since} with one technician, one van and a simple idea: people in Washington DC deserved an appliance repair company that answered the phone, showed up on time and charged a fair price for honest work. Too many neighbours had waited a week for a no-show, or been told to buy a new refrigerator when a forty-dollar part would have done.`,
  storyGrowth:
    "Word got around. Row-house owners on Capitol Hill told their friends in Takoma Park; property managers in Silver Spring called us back for their next building; families in Bowie, Rockville and Columbia kept our number on the fridge. Today our licensed and insured technicians cover the whole metro area: the District and Prince George's, Montgomery and Howard counties.",
  storyToday: (customers: string, rating: number, count: number) =>
    `${customers} customers later, the idea hasn't changed. We diagnose before we quote, we quote before we repair, and we carry the common parts so most jobs are done in a single visit. Our ${rating}-star rating across ${count} reviews comes from doing that, one kitchen and laundry room at a time.`,
  ownerEyebrow: 'Who answers for the work',
  ownerTitle: 'The Owner and Our Licences',
  licencesIntro: 'Every visit is made under these licences; quote them to the issuing office to check them.',
  teamEyebrow: 'Who comes to your door',
  teamTitle: 'Our Team',
  teamIntro: "The technicians who visit our customers' homes, in their own words.",
  technician: 'Technician',
  numbersTitle: 'By the Numbers',
  promiseEyebrow: 'What to expect',
  promiseTitle: 'Four Promises We Keep on Every Call',
  onTimeTitle: 'We Show up When We Say We Will',
  onTimeText:
    'You get a time window, a call when the technician is on the way, and a person on the phone if anything changes.',
  honestTitle: "We Tell You When a Repair Isn't Worth It",
  honestText:
    'If a twelve-year-old washer needs a repair that costs more than half a new one, we say so, even though it means less work for us.',
  warrantyTitle: 'We Stand Behind the Work',
  warrantyText: (warrantyDays: number) =>
    `Every repair carries a ${warrantyDays}-day parts and labour warranty. If the same problem comes back in that time, we fix it at no charge.`,
  homeTitle: 'We Treat Your Home Like Ours',
  homeText:
    'Shoe covers on, floors protected, old parts hauled away, and the appliance tested in front of you before we leave.',
  authorsEyebrow: 'From our blog',
  authorsTitle: 'Who Writes Our Articles',
  authorsIntro: 'Every article on our blog is written by someone from our own team.',
  /** An author's role as data/blog names it. */
  authorRole: (role: string) => role,
  /** Before the link to the author's latest article. */
  authorArticles: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}, the latest:`,
  ctaTitle: 'Something Not Working at Home?',
  ctaText: (replyWithin: string) =>
    `Tell us what the appliance is doing and we'll get a technician to you, often the same day. We reply to every request within ${replyWithin}.`,
};
