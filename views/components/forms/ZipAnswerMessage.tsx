import { business } from '../../../data/business';
import type { ZipAnswer } from '../../../data/site/zip-lookup';
import { ButtonLink } from '../actions/ButtonLink';
import { CallToActions } from '../actions/CallToActions';
import { HeroArt } from '../HeroArt';
import { Icon } from '../icons';
import { PhoneLink } from '../actions/PhoneLink';
import { bookHref } from '../actions/book-links';

export const ZIP_ERROR_ID = 'zip-error';

/** The server's answer to the zip lookup, shown under the form. */
export function ZipAnswerMessage({ answer }: { answer: ZipAnswer }) {
  switch (answer.kind) {
    case 'none':
      return null;
    case 'invalid':
      return (
        <div className="zip-answer zip-answer--invalid" id={ZIP_ERROR_ID}>
          <p className="zip-answer__title">
            <Icon name="close" />
            &ldquo;{answer.input}&rdquo; is not a zip code we can look up.
          </p>
          <p>Please enter the five digits of your zip code, for example 20901, and try again.</p>
        </div>
      );
    case 'served':
      return (
        <div className="zip-answer zip-answer--served">
          <p className="zip-answer__title">
            <Icon name="check" />
            Yes, we serve {answer.zip}.
          </p>
          <p>
            {answer.zip} is part of {answer.place.name}, where our technicians work every day, often on the day you
            call.
          </p>
          <div className="zip-answer__actions">
            <ButtonLink href={bookHref({ zip: answer.zip })}>
              <Icon name="calendar" />
              Book a visit in {answer.zip}
            </ButtonLink>
            <a className="zip-answer__more" href={`/cities/${answer.place.slug}`}>
              Appliance repair in {answer.place.name}
            </a>
          </div>
        </div>
      );
    case 'in-area': {
      const names = answer.places.map((place) => place.name).join(' and ');
      return (
        <div className="zip-answer zip-answer--served">
          <p className="zip-answer__title">
            <Icon name="check" />
            Yes, {answer.zip} is in our service area.
          </p>
          <p>
            {answer.zip} covers {names} in {answer.places[0]!.county}. We serve {names} today: book online or call us to
            arrange a visit.
          </p>
          <div className="zip-answer__actions">
            <ButtonLink href={bookHref({ zip: answer.zip })}>
              <Icon name="calendar" />
              Book a visit in {answer.zip}
            </ButtonLink>
          </div>
          <CallToActions />
        </div>
      );
    }
    case 'outside':
      return (
        <div className="zip-answer zip-answer--outside zip-answer--art">
          <HeroArt icon="van" small />
          <div>
            <p className="zip-answer__title">
              <Icon name="pin" />
              Sorry, {answer.zip} is outside our service area.
            </p>
            <p>
              We cover Washington DC and Prince George's, Montgomery and Howard counties in Maryland. If you're close to
              the edge of that area, call us at <PhoneLink withIcon={false} /> and we'll tell you honestly whether we
              can still come out.
            </p>
            <p className="zip-answer__note">
              {business.name} is open {business.hours.map((slot) => `${slot.label} ${slot.time}`).join(', ')}.
            </p>
          </div>
        </div>
      );
  }
}
