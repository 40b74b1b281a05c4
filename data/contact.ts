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

/** The form's fields in the order a visitor meets them; validation, the island and error summaries follow it. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;

export type LeadField = (typeof CONTACT_FIELDS)[number];
/** What the visitor typed, one string per field: what the form shows again when something is wrong. */
export type ContactValues = Record<LeadField, string>;
export type FieldErrors = Partial<Record<LeadField, string>>;

/** The form before anything is typed. */
export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', phone: '', service: '', message: '' };

/** Bots fill every field they find; people never see this one (it is hidden from view and from screen readers). */
export const HONEYPOT_FIELD = 'website';

/**
 * A lead from the leads file of earlier versions that came in longer ago than this is imported without its notice
 * e-mail (the office answered it long ago, or reads it in the office's list); a newer one is e-mailed as usual.
 */
export const LEGACY_LEAD_NOTICE_MAX_AGE_HOURS = 24;

/** Longest accepted value per field, shown to browsers as maxLength and enforced by the server. */
export const LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

/**
 * Messages one client may send through the form and the API together, whatever the answer (stored, refused as
 * invalid, caught by the honeypot); the window starts with the first message counted.
 */
export const contactLimits = { messagesPerClient: 10, windowMinutes: 10 } as const;

/** A box around DC and Prince George's, Montgomery and Howard counties, in degrees. */
export const metroMapBounds = { west: -77.53, south: 38.7, east: -76.68, north: 39.37 } as const;

/** The confirmation, word for word as the business wrote it: the toast after a send and the page after a no-JavaScript send. */
export const contactSentMessage = {
  title: 'Message Sent!',
  text: "We'll contact you within 1 hour. For immediate service, please call us!",
} as const;
