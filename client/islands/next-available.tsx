import type { Locale } from '../../data/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import { withBookValue } from '../../views/components/actions/book-links';
import { nextAvailableText, todayOf } from '../../views/components/window-words';

export interface NextAvailableProps {
  /** Where the link goes: /book, or /book?service=… on a service page. */
  href: string;
  /** The link's words, with or without the time: "Book online". */
  label: string;
  /** Light text for the dark heroes. */
  onDark?: boolean;
  /** The page's language (its words and the window's); English when absent. */
  locale?: Locale;
}

interface NextAnswer {
  timeZone: string;
  today: string;
  todayEnds: string;
  window: { start: string; end: string; remaining: number } | null;
}

/**
 * A link to /book that says "Next available: today 2–4 pm" once the browser knows, and then carries that window.
 * The page around it stays cached: the server renders the plain link, and `enhance` asks GET
 * /api/availability/next (cached for a minute) for the time. Without JavaScript, or without an answer, the plain
 * link is all there is.
 *
 * The server renders this component; the browser never does. Writing a line of text into a link needs no React, and
 * on the home and service pages this island is the only one that wakes at load: rendered by React, it brought
 * react-dom and a hydration to every arrival (decision 0060).
 */
export default function NextAvailable({ href, label, onDark = false, locale = 'en' }: NextAvailableProps) {
  return (
    <p className={onDark ? 'next-available next-available--light' : 'next-available'}>
      <a className="next-available__link" href={href}>
        <span className="next-available__label">{label}</span>
        {/*
         * The line's room, kept by a line of typical length that nobody sees or hears (visibility: hidden) until the
         * browser writes the real one: the page below does not jump when it arrives (Lighthouse's layout shift).
         */}
        <span className="next-available__when" data-pending="">
          {screenMessagesFor(locale).nextAvailable.when(nextAvailableText(TYPICAL, TYPICAL_TODAY, locale))}
        </span>
      </a>
    </p>
  );
}

/** A window of typical length ("tomorrow 10 am–12 pm") for the room the line keeps. */
const TYPICAL = { start: '2026-01-02T10:00:00-05:00', end: '2026-01-02T12:00:00-05:00' };
const TYPICAL_TODAY = '2026-01-01';

/** The browser's side (client/main.ts, the registry's 'enhance' rule): names the window and puts it in the link. */
export async function enhance(root: HTMLElement, props: NextAvailableProps): Promise<void> {
  const locale = props.locale ?? 'en';
  const answer = await fetch('/api/availability/next', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<NextAnswer>) : undefined))
    .catch(() => undefined);
  const link = root.querySelector<HTMLAnchorElement>('.next-available__link');
  const when = root.querySelector<HTMLElement>('.next-available__when');
  if (!answer?.window || !link || !when) {
    when?.remove();
    return;
  }
  when.textContent = screenMessagesFor(locale).nextAvailable.when(
    nextAvailableText(answer.window, todayOf(answer), locale),
  );
  delete when.dataset.pending;
  // Once the window is named, the link asks for it: booking keeps it and asks only what it still needs.
  link.href = withBookValue(props.href, 'window', answer.window.start);
}
