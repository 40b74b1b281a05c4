import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { BOOKING_FIELDS, bookingRules, type BookingValues } from '../../../data/booking';
import { business } from '../../../data/business';
import { visitAddress } from '../../../data/site/address';
import { localePath, type Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { findServiceIn } from '../../../data/site/localized';
import { MessageLinks, MessagePage } from '../../../views/components/MessagePage';
import { ConfirmHoldPage, type ConfirmHoldPageProps } from '../../../views/booking/ConfirmHoldPage';
import { HeldNotice, type HeldInfo } from '../../../views/booking/HeldNotice';
import { HiddenValues } from '../../../views/booking/parts';
import { longDate, windowInWords } from '../../../views/components/window-words';
import { ManagePage, type ManagePageProps } from '../../../views/booking/ManagePage';
import { pageTitle, type Page } from '../../kernel/pages/page';
import { bookingMessages, manageUrl, type BookingRequest } from './service';
import { windowText } from './store';
import { newReference, newToken, type StoredBooking } from './store';
import type { HeldBooking } from './surge';
import { isoInZone } from '../../kernel/time-zone';
import { answerIn, bookingContext, bookingToday, changeable, dayChoices, sendManage, spoken } from './flows';
import { emptyBookingValues } from './book-page';

/** The pages a booking link and its forms answer with: the manage page, a held booking's, and the refusals. */

const phone = business.phone.display;

/**
 * A booking link that opens nothing (unknown, or a confirmation that lapsed): the reason, a way to book again and
 * the phone number.
 */
function deadLinkPage(page: {
  locale: Locale;
  status: number;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  headingId: string;
  message: string;
  bookLabel: string;
  /** What the visitor typed, to book again with: a form to step 2 instead of a bare link to /book. */
  again?: HeldBooking | undefined;
}): Page {
  const book = localePath(page.locale, '/book');
  return {
    status: page.status,
    locale: page.locale,
    head: { title: pageTitle(page.title), description: page.description, path: book, noindex: true },
    body: (
      <MessagePage eyebrow={page.eyebrow} heading={page.heading} headingId={page.headingId}>
        <p>{page.message}</p>
        {page.again ? (
          <BookAgain hold={page.again} label={page.bookLabel} action={book} />
        ) : (
          <MessageLinks links={[{ href: book, label: page.bookLabel }]} />
        )}
        <p>
          <a className="tel" href={business.phone.href}>
            {messagesFor(page.locale).manage.call(phone)}
          </a>
        </p>
      </MessagePage>
    ),
  };
}

/**
 * Booking again after a lapsed hold starts at the window, with everything the visitor typed carried (nothing they
 * sent is lost): step 2 of /book, posted as its own forms are, on a page that is private and never cached.
 */
function BookAgain({ hold, label, action }: { hold: HeldBooking; label: string; action: string }) {
  const { sources } = hold;
  const typed: BookingValues = {
    ...emptyBookingValues(),
    ...{ zip: hold.zip, service: hold.service, name: hold.name, phone: hold.phone, email: hold.email },
    ...{ address: hold.address, unit: hold.unit, town: hold.town, brand: hold.brand, model: hold.model },
    ...{ problem: hold.problem, coupon: hold.coupon, textConsent: hold.textConsent ? 'yes' : '' },
    // Where the work came from goes along, as it does between the steps.
    heardFrom: sources.heard_from ?? '',
    heardFromOther: sources.heard_from_other ?? '',
    utm_source: sources.utm_source ?? '',
    utm_medium: sources.utm_medium ?? '',
    utm_campaign: sources.utm_campaign ?? '',
  };
  return (
    <form method="post" action={action} className="message-page__again">
      <input type="hidden" name="step" value="window" />
      <HiddenValues values={typed} fields={BOOKING_FIELDS} />
      <p>{messagesFor(hold.language).hold.detailsKept}</p>
      <button type="submit" className="btn btn--primary btn--lg">
        {label}
      </button>
    </form>
  );
}

/** A booking link that opens nothing: in English, or in the booking's language where the booking is known. */
export const notFoundPage = (locale: Locale = 'en'): Page => {
  const { manage } = messagesFor(locale);
  return deadLinkPage({
    locale,
    status: 404,
    title: manage.notFoundTitle,
    description: manage.notFoundDescription,
    eyebrow: manage.notFoundEyebrow,
    heading: manage.notFoundHeading,
    headingId: 'booking-missing',
    message: spoken(bookingMessages.notFound, locale),
    bookLabel: manage.bookNewVisit,
  });
};

/** After a booking was held (the surge defence): check your e-mail, within the hold's minutes. */
export const heldPage = (held: HeldInfo): Page => ({
  status: 202,
  bookLinks: false,
  head: {
    title: pageTitle('Check Your Email to Confirm'),
    description: `Confirm your ${business.name} repair visit through the link we e-mailed you.`,
    path: '/book',
    noindex: true,
  },
  body: (
    <section className="section booking-page" aria-labelledby="book-held-title">
      <div className="container narrow">
        <p className="eyebrow">Online booking</p>
        <HeldNotice held={held} heading="h1" />
      </div>
    </section>
  ),
});

/** A held booking's link that lapsed, in the language the booking was asked in. */
export const expiredPage = (lapsed?: HeldBooking): Page => {
  const locale = lapsed?.language ?? 'en';
  const { hold } = messagesFor(locale);
  return deadLinkPage({
    locale,
    status: 410,
    title: hold.expiredTitle,
    description: hold.expiredDescription,
    eyebrow: hold.expiredEyebrow,
    heading: hold.expiredHeading,
    headingId: 'hold-expired',
    message: spoken(bookingMessages.holdExpired, locale),
    bookLabel: lapsed ? hold.pickNewWindow : hold.bookVisit,
    again: lapsed,
  });
};

/**
 * A refusal written in English (the service's, the estimates' and payments' answers on the link), said in the
 * booking's language: the same key of the areas the customer's link reads. Words already in that language, or
 * none of those areas' fixed texts, pass as they are.
 */
export function spokenOnLink(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const said = spoken(message, locale);
  if (said !== message) return said;
  for (const area of ['manage', 'customerEstimate', 'payCard', 'warranty'] as const) {
    const english = messagesFor('en')[area] as Record<string, unknown>;
    const translated = messagesFor(locale)[area] as Record<string, unknown>;
    for (const [key, words] of Object.entries(english)) {
      const spanish = translated[key];
      if (words === message && typeof spanish === 'string') return spanish;
    }
  }
  return message;
}

/** The page a held booking's link opens: the request, and the button that confirms it. */
export async function confirmPage(
  res: Response,
  token: string,
  hold: HeldBooking,
  options: { error?: string; chosen?: string; picker?: boolean; status?: number } = {},
): Promise<Page> {
  const path = manageUrl(token);
  const { timeZone } = bookingRules;
  const locale = hold.language;
  answerIn(res, locale);
  const props: ConfirmHoldPageProps = {
    hold: {
      service: findServiceIn(locale, hold.service)?.name ?? hold.service,
      start: isoInZone(Date.parse(hold.windowStart), timeZone),
      end: isoInZone(Date.parse(hold.windowEnd), timeZone),
      address: visitAddress(hold),
      zip: hold.zip,
      name: hold.name,
      phone: hold.phone,
      email: hold.email,
      expiresAt: isoInZone(Date.parse(hold.expiresAt), timeZone),
    },
    path,
    error: options.error === undefined ? undefined : spokenOnLink(options.error, locale),
    picker: options.picker
      ? {
          days: dayChoices(await bookingContext(res).service.days()),
          today: bookingToday(res),
          chosen: options.chosen ?? '',
        }
      : undefined,
  };
  return {
    ...(options.status ? { status: options.status } : {}),
    bookLinks: false,
    locale,
    head: {
      title: pageTitle(messagesFor(locale).hold.title),
      description: messagesFor(locale).hold.description,
      path,
      noindex: true,
    },
    body: <ConfirmHoldPage {...props} />,
  };
}

const summary = (booking: StoredBooking): ManagePageProps['booking'] => ({
  reference: booking.reference,
  status: booking.status,
  service: `${findServiceIn(booking.language, booking.service)?.name ?? booking.service}`,
  ...windowText(booking),
  address: visitAddress(booking),
  zip: booking.zip,
  name: booking.name,
  phone: booking.phone,
  email: booking.email,
  brand: booking.brand,
  model: booking.model,
  problem: booking.problem,
  coupon: booking.coupon,
  visitStatus: booking.visitStatus,
  warrantyVisit: Boolean(booking.warrantyOf),
});

/** A Done visit's warranty card: its last day, and the warranty visit booked or the way to book one. */
async function warrantyCard(res: Response, token: string, booking: StoredBooking) {
  const state = await bookingContext(res).warrantyState(booking);
  if (!state) return undefined;
  const locale = booking.language;
  return {
    endsOn: longDate(state.endsOn, locale),
    covers: state.covers,
    booked: state.open && { reference: state.open.reference, when: windowInWords(windowText(state.open), locale) },
    href: `${manageUrl(token)}/warranty`,
  };
}

export interface ManageOptions {
  notice?: ManagePageProps['notice'];
  error?: string;
  reschedule?: boolean;
  chosen?: string;
  status?: number;
}

/**
 * The reschedule picker: the visit's own window marked "Your visit" and checked (moving to it changes nothing),
 * unless a refusal offers another; a visit whose window is no longer offered online starts at the next free one.
 */
async function reschedulePicker(res: Response, booking: StoredBooking, chosen: string | undefined) {
  const { service } = bookingContext(res);
  const days = dayChoices(await service.days());
  const own = Date.parse(booking.windowStart);
  const current = days.flatMap((day) => day.windows).find((window) => Date.parse(window.start) === own)?.start;
  return {
    days,
    today: bookingToday(res),
    chosen: chosen ?? current ?? (await service.nextFree())?.start ?? '',
    ...(current ? { current } : {}),
  };
}

export async function managePage(
  res: Response,
  token: string,
  booking: StoredBooking,
  options: ManageOptions = {},
): Promise<Page> {
  const { siteUrl, now, technicianCard, textsStopped, manageSections, photos } = bookingContext(res);
  // The page speaks the booking's language (issue 41 item 1), whatever the link was opened from; so do its answers.
  const locale = booking.language;
  answerIn(res, locale);
  const { manage } = messagesFor(locale);
  const technician =
    booking.technicianId && booking.status === 'booked' ? await technicianCard(booking.technicianId) : undefined;
  const path = manageUrl(token);
  const open = changeable(booking, now);
  const picker = open && options.reschedule ? await reschedulePicker(res, booking, options.chosen) : undefined;
  const warranty = await warrantyCard(res, token, booking);
  const stopped = booking.status === 'booked' ? await textsStopped(booking.phone) : undefined;
  const sections = await Promise.all(manageSections.map((section) => section(booking, token, now())));
  // The customer's own photos, each through this page's token (routes/booking-photo.ts), never a public address.
  const photoViews = (await photos.list(booking.id)).map((photo) => ({
    url: `${path}/photos/${encodeURIComponent(photo.id)}`,
    width: photo.width,
    height: photo.height,
  }));
  return {
    ...(options.status ? { status: options.status } : {}),
    // The visit is booked: a Book button would only invite booking it twice, and the reschedule picker's own bar
    // (Move my visit) is the one at the bottom.
    bookLinks: false,
    locale,
    head: {
      title: pageTitle(
        booking.status === 'cancelled'
          ? manage.titleCancelled
          : booking.warrantyOf
            ? manage.titleWarrantyVisit(booking.reference)
            : manage.titleVisit(booking.reference),
      ),
      description: manage.description,
      path,
      noindex: true,
    },
    body: (
      <ManagePage
        booking={summary(booking)}
        path={path}
        url={siteUrl + path}
        notice={options.notice}
        changeable={open}
        error={options.error === undefined ? undefined : spokenOnLink(options.error, locale)}
        picker={picker}
        technician={technician}
        warranty={warranty}
        textsStopped={stopped}
        sections={sections}
        photos={photoViews}
      />
    ),
  };
}

/** The manage page sent for a booking, with what a refused change says. */
export async function sendManagePage(res: Response, token: string, booking: StoredBooking, options: ManageOptions) {
  sendManage(res, await managePage(res, token, booking, options));
}

/**
 * A bot filled the honeypot: it gets the confirmation a visitor sees, with the window it asked for, a
 * reference and a manage link in the real ones' format, and nothing is stored. It comes straight back rather
 * than through the 303 to /booking/{token}, whose page would say no such booking exists.
 */
export async function fakeBooked(res: Response, request: BookingRequest): Promise<void> {
  const at = bookingContext(res).now().toISOString();
  const booking: StoredBooking = {
    ...request,
    unit: request.unit ?? '',
    town: request.town ?? '',
    language: request.language ?? 'en',
    id: randomUUID(),
    reference: newReference(),
    windowStart: new Date(request.windowStart).toISOString(),
    windowEnd: new Date(request.windowStart + bookingRules.windowMinutes * 60_000).toISOString(),
    tokenExpiresAt: at,
    status: 'booked',
    sequence: 0,
    createdAt: at,
    updatedAt: at,
    cancelledAt: null,
    changedBy: null,
    visitStatus: 'booked',
    technicianId: null,
  };
  await sendManagePage(res, newToken(), booking, { notice: 'booked' });
}
