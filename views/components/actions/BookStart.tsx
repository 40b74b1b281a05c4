import { BOOKING_LIMITS } from '../../../data/booking';
import { localePath, type Locale } from '../../../data/locale';
import { servicesIn } from '../../../data/site/localized';
import { Icon } from '../icons';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';

/** A service as an appliance to choose, as booking's step 1 names it: "Washer Repair" is the "Washer". */
function applianceOf(locale: Locale, service: string): string {
  if (locale === 'en') return service.replace(/ Repair$/, '');
  const appliance = service.replace(/^Reparación de /, '');
  return appliance.charAt(0).toUpperCase() + appliance.slice(1);
}

/**
 * "Book online" at the top of /contact: step 1 of /book (zip code and appliance) as a plain GET form, for
 * visitors who would rather pick a window themselves than wait for a call back.
 */
export function BookStart() {
  const locale = useLocale();
  const { contact } = usePageMessages();
  return (
    <section className="book-start" aria-labelledby="book-start-title">
      <div className="container">
        <form className="book-start__form" method="get" action={localePath(locale, '/book')}>
          <div className="book-start__text">
            <h2 id="book-start-title" className="book-start__title">
              <Icon name="calendar" />
              {contact.bookTitle}
            </h2>
            <p className="book-start__lead">{contact.bookLead}</p>
          </div>
          <div className="field book-start__field">
            <label htmlFor="start-zip">{contact.bookZip}</label>
            <input
              id="start-zip"
              name="zip"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              required
              maxLength={BOOKING_LIMITS.zip}
            />
          </div>
          <div className="field book-start__field">
            <label htmlFor="start-service">{contact.bookWhat}</label>
            <select id="start-service" name="service" required defaultValue="">
              <option value="">{contact.bookChoose}</option>
              {servicesIn(locale).map((service) => (
                <option key={service.slug} value={service.slug}>
                  {applianceOf(locale, service.name)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary btn--lg book-start__button">
            {contact.bookSubmit}
          </button>
        </form>
      </div>
    </section>
  );
}
