import { useEffect, useState } from 'react';
import type { Locale } from '../../data/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import { withBookValue } from '../../views/components/actions/book-links';
import { nextAvailableText, todayIn } from '../../views/components/window-words';

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
  window: { start: string; end: string; remaining: number } | null;
}

/**
 * A link to /book that says "Next available: today 2–4 pm" once the browser knows, and then carries that window. The page around it stays
 * cached: the server renders the plain link, and the island asks GET /api/availability/next (cached for a
 * minute) for the time. Without JavaScript, or without an answer, the plain link is all there is.
 */
export default function NextAvailable({ href, label, onDark = false, locale = 'en' }: NextAvailableProps) {
  const [next, setNext] = useState<{ when: string; start: string }>();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/availability/next', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<NextAnswer>) : undefined))
      .then((answer) => {
        if (answer?.window)
          setNext({
            when: nextAvailableText(answer.window, todayIn(answer.timeZone), locale),
            start: answer.window.start,
          });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale]);
  return (
    <p className={onDark ? 'next-available next-available--light' : 'next-available'}>
      {/* Once the window is named, the link asks for it: booking keeps it and asks only what it still needs. */}
      <a className="next-available__link" href={next ? withBookValue(href, 'window', next.start) : href}>
        <span className="next-available__label">{label}</span>
        {next ? (
          <span className="next-available__when">{screenMessagesFor(locale).nextAvailable.when(next.when)}</span>
        ) : null}
      </a>
    </p>
  );
}
