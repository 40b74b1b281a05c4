import { business } from '../../../business';
import { reviewRules } from '../../../review-requests';

const phone = business.phone.display;

/** The review form a review request's link opens, its thanks page, and why a link opens nothing. */
export const reviewForm = {
  title: 'How Did We Do?',
  titleThanks: 'Thank You for Your Review',
  titleRefused: 'Your Review',
  titleNotFound: 'Review Link Not Found',
  titleExpired: 'Review Link Expired',
  description: `Tell ${business.name} how your repair visit went.`,
  /** "washer repair, Tuesday, November 24": the visit the link asks about. */
  visit: (appliance: string, day: string) => `${appliance} repair, ${day}`,
  eyebrow: (visit: string) => `Your ${visit}`,
  heading: (firstName: string) => `How did we do, ${firstName}?`,
  headingNoName: 'How did we do?',
  lead: 'Choose the stars and, if you like, add a few words. The owner reads every answer. We may show yours on our website with your first name and last initial, your town, the appliance and the month of the visit.',
  starsLegend: 'Your stars',
  stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  star1: 'Poor',
  star2: 'Fair',
  star3: 'Good',
  star4: 'Very good',
  star5: 'Excellent',
  bodyLabel: 'A few words (optional)',
  bodySummary: 'A few words',
  bodyNote: (max: number) => `Up to ${max} characters. Please leave out phone numbers and addresses.`,
  send: 'Send my review',
  ratherTalk: 'Rather talk to us? ',
  // The thanks
  eyebrowThanks: 'Your review',
  thanks: (firstName: string) => `Thank you, ${firstName}`,
  thanksNoName: 'Thank you',
  onReviewsPage: 'Your review is on our Reviews page, as every answer is. The owner reads every one.',
  googleHeading: 'Would you post it on Google too?',
  googleBody:
    'Neighbours choosing a repair company read reviews there. Copy your words if you like; posting takes a Google account, and it is entirely up to you.',
  googleLink: 'Post your review on Google',
  sorryHeading: 'We are sorry it was not better',
  sorryBody: 'Would you like the owner to call you about it? We will call the number on your booking.',
  callMe: 'Yes, please call me',
  willCallHeading: 'We will call you',
  willCallBody: 'The office has your request and will call the number on your booking.',
  anythingElse: 'Anything else? ',
  // Refusals
  errorRating: 'Please choose from 1 to 5 stars.',
  errorBody: `Please keep your words to ${reviewRules.bodyMaxLength} characters.`,
  errorInvalid: 'Please choose your stars and send again.',
  notFoundHeading: 'We could not find that review link',
  expiredHeading: 'This review link has expired',
  refusedHeading: 'We could not take that just now',
  readReviews: 'Read our reviews',
  notFound: `We could not find that review link. It may be mistyped. To tell us how your visit went, call us at ${phone}.`,
  expired: `This review link has expired. We would still like to hear how your visit went: call us at ${phone}.`,
  answered: 'We already have your review from this link: each visit takes one.',
  notOffered: 'A call back is offered with an answer of 1 to 3 stars.',
  tooMany: `You have sent several answers in a short time. Please wait a few minutes, or call us at ${phone}.`,
  unavailable: `Sorry, we could not save your answer just now. Please try again in a minute, or call us at ${phone}.`,
};
