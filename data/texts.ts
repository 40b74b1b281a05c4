import { business } from './business';

/**
 * The rules of the customer texts (server/features/texts/, docs/texts.md): what every text carries, how long one may be,
 * and the replies that stop or restart them. Words are matched in upper case.
 */
export const textRules = {
  /** Every text names who sends it (carriers filter anonymous texts); prefixed when the body does not. */
  senderName: business.name,
  /**
   * The whole text, name and footer included, in segments (server/kernel/texts/segments.ts): two, in the text's own
   * encoding, so 306 GSM-7 characters, or 134 UCS-2 units once any character (Spanish "á", "í", "ó", "ú") is
   * outside GSM-7. Longer bodies are cut with "..." (plain dots, GSM-7 in either encoding).
   */
  maxSegments: 2,
  /**
   * Replies that opt out (the carriers' and Twilio's standard words). A reply that is one of them, or that
   * starts with the word STOP ("Stop texting me"), stops every text to that number until it opts in again.
   */
  stopWords: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'],
  /** Replies that opt back in after a STOP (the standard words); alone they never give consent. */
  startWords: ['START', 'UNSTOP', 'YES'],
  /** A text not handed to the provider by then is dropped: "on the way" the next morning misleads. */
  validForMinutes: 4 * 60,
} as const;

/** Where a customer's consent to texts came from: the booking form's box, or the office on the phone. */
export const TEXT_CONSENT_SOURCES = ['booking', 'office-phone'] as const;
export type TextConsentSource = (typeof TEXT_CONSENT_SOURCES)[number];
