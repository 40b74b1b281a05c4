import { sameDayBookBy } from '../../../data/booking';
import { serviceCallFeeLabel } from '../../../data/business';
import { services } from '../../../data/site/services';
import { Icon } from '../icons';
import { BookOnline } from './BookOnline';

/**
 * "Book a Visit" beside the home hero: zip code and appliance, the first step of online booking. A plain GET
 * form to /book, so it works without JavaScript and lands on the arrival windows.
 */
export function BookVisitCard() {
  return (
    <div className="book-card">
      <form className="book-card__form" method="get" action="/book" aria-labelledby="book-card-title">
        <h2 id="book-card-title" className="book-card__title">
          Book a Visit
        </h2>
        <p className="book-card__lead">Pick a two-hour arrival window online in about a minute.</p>
        <p className="book-card__fee">
          <strong>{serviceCallFeeLabel} service call</strong>, credited toward the repair. Same-day visits when you book
          by {sameDayBookBy}.
        </p>
        <label className="book-card__label book-card__label--zip" htmlFor="book-zip">
          Zip code
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
          Appliance
        </label>
        <select
          className="book-card__input book-card__input--service"
          id="book-service"
          name="service"
          defaultValue=""
          required
        >
          <option value="">Choose one</option>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name.replace(/ Repair$/, '')}
            </option>
          ))}
        </select>
        <button className="btn btn--primary btn--lg book-card__button" type="submit">
          <Icon name="calendar" />
          See arrival windows
        </button>
      </form>
      <BookOnline href="/book" label="Book online" />
    </div>
  );
}
