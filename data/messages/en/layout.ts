/** The words every public page shares: the header, the footer and the Call/Book bar. */
export const layout = {
  skipToContent: 'Skip to main content',
  bookNow: 'Book Now',
  callOrBook: 'Call or book',
  call: 'Call',
  book: 'Book',
  /** Read after "Book" by a screen reader, so the link says what it books. */
  bookWhat: ' a repair',
  serving: (tagline: string, since: number) =>
    `${tagline} serving Washington DC and Prince George's, Montgomery and Howard counties in Maryland since ${since}.`,
  /** Read before a social profile's name: "Capital Appliance Repair on Facebook". */
  onProfile: (business: string) => `${business} on `,
  quickLinks: 'Quick Links',
  ourServices: 'Our Services',
  contactUs: 'Contact Us',
  licensedTechnicians: 'Licensed and insured technicians',
  ownedBy: (owner: string, licences: string) => `Owned and run by ${owner}. Licensed: ${licences}.`,
  /** The header's menu toggle, closed and open, and the name of the navigation it opens. */
  menu: 'Menu',
  closeMenu: 'Close',
  mainNavigation: 'Main',
  rightsReserved: (year: number, business: string) => `© ${year} ${business}. All rights reserved.`,
};
