import { sameDayBookBy, sameDayCutoffs, type Weekday } from '../../../data/booking';
import { serviceCallFeeLabel } from '../../../data/business';
import { intlLocale, localePath, type Locale } from '../../../data/locale';
import { servicesIn } from '../../../data/site/localized';
import { Icon } from '../icons';
import type { PageMessages } from '../../../data/messages/pages';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';
import { BookOnline } from './BookOnline';

const weekdayOrder: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Until when a same-day visit can be booked, as data/booking.ts writes it in English ("4 PM (1 PM on Sundays)"),
 * in another language from the same cutoffs, its hours and days written by `Intl`.
 */
function sameDayBookByIn(locale: Locale, common: PageMessages['common']): string {
  if (locale === 'en') return sameDayBookBy;
  const time = (minutes: number) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      hour: 'numeric',
      ...(minutes % 60 ? { minute: '2-digit' } : {}),
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)));
  // 2 January 2000 was a Sunday: the weekday's name in the language, in the plural ("los domingos").
  const weekday = new Intl.DateTimeFormat(intlLocale[locale], { weekday: 'long', timeZone: 'UTC' });
  const days = (names: Weekday[]) =>
    new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(
      names.map((day) => `${weekday.format(new Date(Date.UTC(2000, 0, 2 + weekdayOrder.indexOf(day))))}s`),
    );
  const byCutoff = new Map<number, Weekday[]>();
  for (const [day, cutoff] of Object.entries(sameDayCutoffs) as [Weekday, number][])
    byCutoff.set(cutoff, [...(byCutoff.get(cutoff) ?? []), day]);
  const [main, ...others] = [...byCutoff.entries()].sort((a, b) => b[1].length - a[1].length);
  if (!main) return '';
  const exceptions = others.map(([cutoff, names]) => common.bookByOn(time(cutoff), days(names)));
  return exceptions.length === 0 ? time(main[0]) : `${time(main[0])} (${exceptions.join(', ')})`;
}

/**
 * "Book a Visit" beside the home hero: zip code and appliance, the first step of online booking. A plain GET
 * form to /book, so it works without JavaScript and lands on the arrival windows.
 */
export function BookVisitCard() {
  const locale = useLocale();
  const { common } = usePageMessages();
  const bookPath = localePath(locale, '/book');
  return (
    <div className="book-card">
      <form className="book-card__form" method="get" action={bookPath} aria-labelledby="book-card-title">
        <h2 id="book-card-title" className="book-card__title">
          {common.bookVisitTitle}
        </h2>
        <p className="book-card__lead">{common.bookVisitLead}</p>
        <p className="book-card__fee">
          <strong>{common.bookVisitFeeStrong(serviceCallFeeLabel)}</strong>
          {common.bookVisitFeeRest(sameDayBookByIn(locale, common))}
        </p>
        <label className="book-card__label book-card__label--zip" htmlFor="book-zip">
          {common.zipCode}
        </label>
        <input
          className="book-card__input book-card__input--zip"
          id="book-zip"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          required
        />
        <label className="book-card__label book-card__label--service" htmlFor="book-service">
          {common.appliance}
        </label>
        <select
          className="book-card__input book-card__input--service"
          id="book-service"
          name="service"
          defaultValue=""
          required
        >
          <option value="">{common.chooseOne}</option>
          {servicesIn(locale).map((service) => (
            <option key={service.slug} value={service.slug}>
              {common.applianceOf(service.name)}
            </option>
          ))}
        </select>
        <button className="btn btn--primary btn--lg book-card__button" type="submit">
          <Icon name="calendar" />
          {common.seeWindows}
        </button>
      </form>
      <BookOnline href={bookPath} label={common.bookOnline} {...(locale === 'en' ? {} : { locale })} />
    </div>
  );
}
