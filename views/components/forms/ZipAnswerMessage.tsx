import { business, businessText } from '../../../data/business';
import { localePath } from '../../../data/locale';
import { spanishCountyOf } from '../../../data/site/es/cities';
import type { ZipAnswer } from '../../../data/site/zip-lookup';
import { ButtonLink } from '../actions/ButtonLink';
import { CallToActions } from '../actions/CallToActions';
import { HeroArt } from '../HeroArt';
import { Icon } from '../icons';
import { PhoneLink } from '../actions/PhoneLink';
import { bookHref } from '../actions/book-links';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';

export const ZIP_ERROR_ID = 'zip-error';

/** The server's answer to the zip lookup, shown under the form. */
export function ZipAnswerMessage({ answer }: { answer: ZipAnswer }) {
  const locale = useLocale();
  const { cities } = usePageMessages();
  switch (answer.kind) {
    case 'none':
      return null;
    case 'invalid':
      return (
        <div className="zip-answer zip-answer--invalid" id={ZIP_ERROR_ID}>
          <p className="zip-answer__title">
            <Icon name="close" />
            {cities.zipInvalid(answer.input)}
          </p>
          <p>{cities.zipInvalidHelp}</p>
        </div>
      );
    case 'served':
      return (
        <div className="zip-answer zip-answer--served">
          <p className="zip-answer__title">
            <Icon name="check" />
            {cities.zipServed(answer.zip)}
          </p>
          <p>{cities.zipServedText(answer.zip, answer.place.name)}</p>
          <div className="zip-answer__actions">
            <ButtonLink href={localePath(locale, bookHref({ zip: answer.zip }))}>
              <Icon name="calendar" />
              {cities.zipBook(answer.zip)}
            </ButtonLink>
            <a className="zip-answer__more" href={localePath(locale, `/cities/${answer.place.slug}`)}>
              {cities.zipCityPage(answer.place.name)}
            </a>
          </div>
        </div>
      );
    case 'in-area': {
      const names = answer.places.map((place) => place.name).join(cities.listAnd);
      const county = answer.places[0]!.county;
      return (
        <div className="zip-answer zip-answer--served">
          <p className="zip-answer__title">
            <Icon name="check" />
            {cities.zipInArea(answer.zip)}
          </p>
          <p>{cities.zipInAreaText(answer.zip, names, locale === 'es' ? spanishCountyOf(county) : county)}</p>
          <div className="zip-answer__actions">
            <ButtonLink href={localePath(locale, bookHref({ zip: answer.zip }))}>
              <Icon name="calendar" />
              {cities.zipBook(answer.zip)}
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
              {cities.zipOutside(answer.zip)}
            </p>
            <p>
              {cities.zipOutsideBefore} <PhoneLink withIcon={false} />
              {cities.zipOutsideAfter}
            </p>
            <p className="zip-answer__note">
              {cities.zipOpen(
                business.name,
                businessText(locale)
                  .hours.map((slot) => `${slot.label} ${slot.time}`)
                  .join(', '),
              )}
            </p>
          </div>
        </div>
      );
  }
}
