/** The contact form's choices and the map on /contact. */

/** The appliances a visitor can pick in the form's optional service field, by the value the form sends. */
export const contactServiceChoices = [
  { value: 'washer', label: 'Washer' },
  { value: 'dryer', label: 'Dryer' },
  { value: 'refrigerator', label: 'Refrigerator' },
  { value: 'dishwasher', label: 'Dishwasher' },
  { value: 'oven', label: 'Oven' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactService = (typeof contactServiceChoices)[number]['value'];

/** A box around DC and Prince George's, Montgomery and Howard counties, in degrees. */
export const metroMapBounds = { west: -77.53, south: 38.7, east: -76.68, north: 39.37 } as const;

/** The spec's confirmation, word for word: the toast after a send and the page after a no-JavaScript send. */
export const contactSentMessage = {
  title: 'Message Sent!',
  text: "We'll contact you within 1 hour. For immediate service, please call us!",
} as const;
