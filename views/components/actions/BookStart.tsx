import { BOOKING_LIMITS } from '../../../data/booking';
import { services } from '../../../data/site/services';
import { Icon } from '../icons';

/**
 * "Book online" at the top of /contact: step 1 of /book (zip code and appliance) as a plain GET form, for
 * visitors who would rather pick a window themselves than wait for a call back.
 */
export function BookStart() {
  return (
    <section className="book-start" aria-labelledby="book-start-title">
      <div className="container">
        <form className="book-start__form" method="get" action="/book">
          <div className="book-start__text">
            <h2 id="book-start-title" className="book-start__title">
              <Icon name="calendar" />
              Book Online
            </h2>
            <p className="book-start__lead">Choose your own two-hour arrival window, any time of day.</p>
          </div>
          <div className="field book-start__field">
            <label htmlFor="start-zip">Zip code</label>
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
            <label htmlFor="start-service">What needs repair</label>
            <select id="start-service" name="service" required defaultValue="">
              <option value="">Choose one</option>
              {services.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.name.replace(/ Repair$/, '')}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary btn--lg book-start__button">
            See arrival windows
          </button>
        </form>
      </div>
    </section>
  );
}
