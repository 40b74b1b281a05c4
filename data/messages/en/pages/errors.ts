/** The words of the error pages: not found (a page, an article), and every other status the site answers with. */
export const errors = {
  errorStatus: (status: number) => `Error ${status}`,
  backHome: 'Back to Home',
  // The 404 page.
  notFound: 'Page Not Found',
  notFoundDescription: (business: string) => `The page you asked for is not on the ${business} website.`,
  notFoundText:
    "We couldn't find the page you were looking for. It may have moved, or the address may have a typo. These will get you back on track:",
  wayHome: 'Go to the home page',
  wayServices: 'See the appliances we repair',
  wayContact: 'Book a repair online',
  /** Followed by the phone number as a link. */
  needHelp: (business: string) => `Need help right now? Call ${business} at`,
  // An article that is not there.
  postNotFound: 'Post Not Found',
  postNotFoundDescription: (business: string) =>
    `That article is not on the ${business} blog. Every article we have published is listed on the blog page.`,
  postNotFoundText:
    "We couldn't find that article. It may have been renamed, or the link may have a typo. Every article we have published is on the blog page.",
  backToBlog: 'Back to Blog',
  recentArticles: 'Recent Articles',
  // Every other error page: the phone, then what went wrong by status or reason (server/kernel/http/errors.tsx).
  /** Followed by the phone number as a link. */
  reachByPhone: (business: string) => `You can always reach ${business} by phone at`,
  badRequest: 'Bad Request',
  badRequestText: 'Your browser sent a request we could not understand.',
  refused: 'Access Refused',
  refusedText: (phone: string) =>
    `We could not accept this request. Please try again from our website, or call us at ${phone}.`,
  crossSite: 'Please Send the Form From Our Website',
  crossSiteText: (phone: string) =>
    `For your safety we only accept our forms when they are sent from our own website. Please fill in the form on our contact page again, or call us at ${phone}.`,
  plainHttp: 'Secure Connection Required',
  plainHttpText:
    'This address only accepts information sent over a secure https:// connection, so nothing was sent. Please open the page again with https:// and send it from there.',
  nothingHere: 'There is nothing at this address.',
  methodNotAllowed: 'Method Not Allowed',
  methodNotAllowedText: 'This page can only be viewed, not sent data to.',
  tooLarge: 'Request Too Large',
  tooLargeText: 'What you sent is larger than we accept.',
  unsupportedType: 'Unsupported Content Type',
  unsupportedTypeText: 'We could not read the kind of data you sent.',
  tooMany: 'Too Many Requests',
  tooManyText: 'You have sent a lot of requests in a short time. Please wait a minute and try again.',
  databaseAway: 'Please Try Again in a Minute',
  databaseAwayText: (phone: string) =>
    `We could not reach our records just now, so nothing was saved or changed. Please try again in a minute, or call us at ${phone}.`,
  failed: 'Something Went Wrong',
  failedText: 'We hit a problem on our side while building this page. Please try again in a moment.',
};
