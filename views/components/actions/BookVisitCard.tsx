import { serviceCallFeeLabel } from '../../../data/business';
import { contactServiceChoices } from '../../../data/contact';
import { Icon } from '../icons';

/**
 * "Book a Visit" beside the home hero: zip code and appliance, then the booking form with both filled in.
 * A plain GET form, so it works without JavaScript.
 */
export function BookVisitCard() {
  return (
    <form className="book-card" method="get" action="/contact#form-title" aria-labelledby="book-card-title">
      <h2 id="book-card-title" className="book-card__title">
        Book a Visit
      </h2>
      <p className="book-card__lead">Tell us where and what, and we'll take it from there.</p>
      <label className="book-card__label" htmlFor="book-zip">
        Zip code
      </label>
      <input
        className="book-card__input"
        id="book-zip"
        name="zip"
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
      />
      <label className="book-card__label" htmlFor="book-service">
        Appliance
      </label>
      <select className="book-card__input" id="book-service" name="service" defaultValue="">
        <option value="">Choose one</option>
        {contactServiceChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <button className="btn btn--primary btn--lg book-card__button" type="submit">
        <Icon name="calendar" />
        Book a visit
      </button>
      <p className="book-card__fee">
        {serviceCallFeeLabel} service call, credited toward the repair. Same-day visits when you book by noon.
      </p>
    </form>
  );
}
