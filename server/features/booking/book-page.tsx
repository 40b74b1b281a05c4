import { ratingPlateFor } from '../../../data/site/rating-plates';
import type { BookingFieldErrors, BookingValues } from '../../../data/booking';
import { BOOKING_FIELDS } from '../../../data/booking';
import { business, businessText } from '../../../data/business';
import { readUtm, utmQueryReaders } from '../../../data/sources';
import { coupons } from '../../../data/site/coupons';
import { findService, services } from '../../../data/site/services';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { servicesIn } from '../../../data/site/localized';
import { plateWhereIn } from '../../../data/site/es/rating-plates';
import type { DayChoice } from '../../../views/components/window-words';
import { BookPage } from '../../../views/booking/BookPage';
import { bookPath, type BookStep, type PhotosKept, type ServiceChoice } from '../../../views/booking/types';
import { pageTitle, type Page, type PageRequest, type QueryReader } from '../../kernel/pages/page';

/** The 11 services as step 1 offers them: "Washer Repair" is the "Washer". */
export const bookingServiceChoices: ServiceChoice[] = services.map((service) => ({
  value: service.slug,
  label: service.name.replace(/ Repair$/, ''),
  // Data the island is handed, not bundled: the booking script stays within its budget.
  plate: ratingPlateFor(service.slug),
}));

/** The same in Spanish: "Reparación de lavadoras" is the "Lavadoras", and the plate is found in Spanish words. */
const spanishServiceChoices: ServiceChoice[] = servicesIn('es').map((service) => {
  const appliance = service.name.replace(/^Reparación de /, '');
  const plate = ratingPlateFor(service.slug);
  return {
    value: service.slug,
    label: appliance.charAt(0).toUpperCase() + appliance.slice(1),
    plate: { ...plate, where: plateWhereIn(service.slug) },
  };
});

/** Step 1's appliances in a language. */
export const serviceChoicesIn = (locale: Locale): ServiceChoice[] =>
  locale === 'es' ? spanishServiceChoices : bookingServiceChoices;

export const emptyBookingValues = (): BookingValues =>
  Object.fromEntries(BOOKING_FIELDS.map((field) => [field, ''])) as BookingValues;

/**
 * What /book reads from its address. Step 1 with a known appliance or coupon is a cached page (the links from
 * service pages and coupons); a zip code or a window means a later step, which shows live availability and is
 * answered per request by server/features/booking/routes/book-steps.tsx (null keeps such an address out of the page cache
 * and the fast path, which would otherwise drop the parameter and serve step 1).
 */
export const bookQuery = {
  service: (value) => (findService(value) ? value : ''),
  coupon: (value) => coupons.find((coupon) => coupon.code === value.trim().toUpperCase())?.code ?? '',
  zip: (value) => (value.trim() === '' ? '' : null),
  window: (value) => (value === '' ? '' : null),
  // A landing URL's campaign tags, carried on by the form: any value is the visitor's own, so such an address is
  // rendered per request (null) rather than kept in the page cache, where any text could fill it.
  ...utmQueryReaders,
} satisfies Record<string, QueryReader>;

export interface BookPageState {
  step: BookStep;
  values: BookingValues;
  errors?: BookingFieldErrors;
  formError?: string;
  days?: DayChoice[];
  today?: string;
  now?: number;
  status?: number;
  photos?: PhotosKept;
  photoError?: string;
  /** The language of the page (English unless the path was /es/book). */
  locale?: Locale;
}

/** Each step's own title: the no-JavaScript pages' <title>, and document.title as the island moves between steps. */
const stepTitles = (locale: Locale): Record<BookStep, string> => {
  const { booking } = messagesFor(locale);
  return {
    where: booking.titleWhere,
    window: booking.titleWindow,
    details: booking.titleDetails,
    review: booking.titleReview,
  };
};

/** Each step's document title, branded as the page's own; the island sets them as it moves. */
const brandedTitles = (locale: Locale) =>
  Object.fromEntries(Object.entries(stepTitles(locale)).map(([step, title]) => [step, pageTitle(title)])) as Record<
    BookStep,
    string
  >;

/** Any step of /book as a page; only step 1 without a zip is indexed (and cached). */
export function bookFlowPage(state: BookPageState): Page {
  const locale = state.locale ?? 'en';
  const titles = brandedTitles(locale);
  return {
    ...(state.status ? { status: state.status } : {}),
    locale,
    // The step's own bar (Continue) is the one at the bottom; Book Now would only restart what is under way.
    bookLinks: false,
    head: {
      title: titles[state.step],
      description: messagesFor(locale).booking.description(
        locale === 'en' ? business.serviceArea : businessText(locale).serviceArea,
      ),
      path: bookPath(locale),
      ...(state.step === 'where' && !state.formError && !state.errors ? {} : { noindex: true }),
    },
    body: (
      <BookPage
        services={serviceChoicesIn(locale)}
        titles={titles}
        {...(locale !== 'en' ? { locale } : {})}
        step={state.step}
        values={state.values}
        errors={state.errors ?? {}}
        {...(state.formError ? { formError: state.formError } : {})}
        {...(state.days ? { days: state.days } : {})}
        {...(state.today ? { today: state.today } : {})}
        {...(state.now !== undefined ? { now: state.now } : {})}
        {...(state.photos ? { photos: state.photos } : {})}
        {...(state.photoError ? { photoError: state.photoError } : {})}
      />
    ),
  };
}

/**
 * /book, step 1, with what a link prefills: /book?service=washer-repair&coupon=FIRST25; in Spanish at /es/book, the
 * page table's twin, prefilled the same way.
 */
export function bookPage({ query, locale = 'en' }: PageRequest): Page {
  const values = emptyBookingValues();
  const service = query.get('service') ?? '';
  if (findService(service)) values.service = service;
  values.coupon = coupons.find((coupon) => coupon.code === query.get('coupon'))?.code ?? '';
  Object.assign(values, readUtm(query));
  const page = bookFlowPage({ step: 'where', values, locale });
  // The prefilled variants are /book for a search engine.
  return query.toString() !== '' ? { ...page, head: { ...page.head, noindex: true } } : page;
}
