import type { Ref } from 'react';
import { surgeRules } from '../../data/booking';
import { business } from '../../data/business';
import { Icon } from '../components/icons';
import { clockWords, windowInWords, type WindowChoice } from './format';

/** A booking held during a surge, as the visitor who asked for it is told (the API's 202 answer). */
export interface HeldInfo {
  /** The address typed, where the link went. */
  email: string;
  window: Pick<WindowChoice, 'start' | 'end'>;
  /** When the link stops working, in the business's wall-clock time with its offset. */
  expiresAt: string;
  /** The address was sent its link already: that link now books this request, and nothing new was sent. */
  alreadySent: boolean;
}

/**
 * "Check your e-mail": what a visitor sees after asking for a visit while the site is flooded with bookings. The
 * same words with JavaScript (inside the island, an h2) and without (a page of its own, the h1).
 */
export function HeldNotice({
  held,
  heading: Heading = 'h2',
  headingRef,
}: {
  held: HeldInfo;
  heading?: 'h1' | 'h2';
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  const by = clockWords(held.expiresAt);
  return (
    <>
      <Heading
        id="book-held-title"
        className={Heading === 'h2' ? 'booking__heading' : undefined}
        tabIndex={-1}
        ref={headingRef}
      >
        Check Your Email to Confirm
      </Heading>
      <div className="contact-sent" role="status">
        <Icon name="check" />
        <div>
          <p className="contact-sent__title">
            {held.alreadySent
              ? 'We already e-mailed a confirmation link to this address; it now books this request instead.'
              : `We have e-mailed a confirmation link to ${held.email}.`}
          </p>
          <p>
            Open it and press <strong>Confirm my visit</strong> within {surgeRules.holdMinutes} minutes (by {by}, New
            York time) to book {windowInWords(held.window)}.
          </p>
        </div>
      </div>
      <p>
        We are receiving unusually many online bookings just now, so we ask new customers to confirm their e-mail
        address. Until you confirm, nothing is booked and the window is not kept for you.
      </p>
      <p>
        No e-mail after a few minutes? Check your spam folder, or call us at{' '}
        <a className="tel" href={business.phone.href}>
          {business.phone.display}
        </a>{' '}
        and we will book it with you.
      </p>
    </>
  );
}
