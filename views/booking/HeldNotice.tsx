import type { Ref } from 'react';
import { business } from '../../data/business';
import { Icon } from '../components/icons';
import { useLocale } from '../components/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import { clockWords, windowInWords, type WindowChoice } from '../components/window-words';

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
  const locale = useLocale();
  const { booking } = screenMessagesFor(locale);
  const by = clockWords(held.expiresAt, locale);
  return (
    <>
      <Heading
        id="book-held-title"
        className={Heading === 'h2' ? 'booking__heading' : undefined}
        tabIndex={-1}
        ref={headingRef}
      >
        {booking.heldHeading}
      </Heading>
      <div className="contact-sent" role="status">
        <Icon name="check" />
        <div>
          <p className="contact-sent__title">
            {held.alreadySent ? booking.heldAlreadySent : booking.heldSent(held.email)}
          </p>
          <p>
            {booking.heldOpenBefore} <strong>{booking.confirmMyVisit}</strong>{' '}
            {booking.heldOpenAfter(by, windowInWords(held.window, locale))}
          </p>
        </div>
      </div>
      <p>{booking.heldWhy}</p>
      <p>
        {booking.heldNoMailBefore}{' '}
        <a className="tel" href={business.phone.href}>
          {business.phone.display}
        </a>{' '}
        {booking.heldNoMailAfter}
      </p>
    </>
  );
}
