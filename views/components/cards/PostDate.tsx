import { intlLocale, locales, type Locale } from '../../../data/locale';
import { useLocale } from '../locale';

// Made once per language, not per card.
const longDates = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.DateTimeFormat(intlLocale[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** A post's publication day, readable for people and machine-readable in datetime. */
export function PostDate({ date, className }: { date: string; className?: string }) {
  const locale = useLocale();
  // The ISO day is read as UTC midnight and formatted in UTC, so no server time zone can shift it a day.
  return (
    <time className={className} dateTime={date}>
      {longDates[locale].format(new Date(`${date}T00:00:00Z`))}
    </time>
  );
}
