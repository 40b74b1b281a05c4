import { Fragment, type ReactNode } from 'react';
import { business } from '../../data/business';
import { localePath, type Locale } from '../../data/locale';
import type { PageMessages } from '../../data/messages/pages';
import type { ScreenMessages } from '../../data/messages/screens';
import type { VisitStatus } from '../../data/visit-status';
import { ButtonLink } from '../components/actions/ButtonLink';
import { FeeNote } from '../components/FeeNote';
import { Icon } from '../components/icons';
import { useLocale, useMessages } from '../components/locale';
import { usePageMessages } from '../components/page-messages';
import { FormError } from './ErrorSummary';
import { windowInWords, type DayChoice } from '../components/window-words';
import { WarrantyNote } from './WarrantyNote';
import { WindowPicker } from './WindowPicker';

/** A booking as its customer sees it (nothing the office alone needs). */
export interface BookingSummary {
  reference: string;
  status: 'booked' | 'cancelled';
  service: string;
  /** The window in the business's wall-clock time with its offset. */
  start: string;
  end: string;
  address: string;
  zip: string;
  name: string;
  phone: string;
  email: string;
  brand: string;
  /** The model number as typed, '' when none was given. */
  model?: string;
  problem: string;
  coupon: string;
  /** The visit's progress on its day: on the way, arrived, done, a no-show. */
  visitStatus?: VisitStatus;
  /** A free warranty visit for an earlier Done visit. */
  warrantyVisit?: boolean;
}

/** A Done visit's warranty as its page shows it. */
export interface WarrantyCard {
  /** The warranty's last day in words: "Friday, February 26, 2027". */
  endsOn: string;
  /** Whether it still covers today (the business's day). */
  covers: boolean;
  /** The warranty visit already booked and still to come. */
  booked?: { reference: string; when: string } | undefined;
  /** Where "The same problem came back" leads: /booking/{token}/warranty. */
  href: string;
}

/** Who is coming, as customers may see them: first name, one line, a photo; never an e-mail or phone. */
export interface TechnicianCardView {
  firstName: string;
  bio: string;
  photoUrl?: string;
}

export interface ManagePageProps {
  booking: BookingSummary;
  /** The page's own path, /booking/{token}: where its forms post. */
  path: string;
  /** The link in full, to keep. */
  url: string;
  /** What just happened, said at the top. */
  notice?: 'booked' | 'moved' | 'cancelled' | undefined;
  /** Whether the visit can still be moved or cancelled online. */
  changeable: boolean;
  /** Why a change was refused. */
  error?: string | undefined;
  /** The window picker, when the customer asked to reschedule. */
  /** `current`: the visit's own window start, marked "Your visit". */
  picker?: { days: DayChoice[]; today: string; chosen: string; current?: string } | undefined;
  /** The technician assigned, when there is one. */
  technician?: TechnicianCardView | undefined;
  /** A Done visit's warranty, and the way to book a warranty visit while it lasts. */
  warranty?: WarrantyCard | undefined;
  /** The visit's number replied STOP: no texts, whatever the booking's box said; `sender`, where to text START. */
  textsStopped?: { sender?: string } | undefined;
  /** What later features show (an estimate to approve), after the technician. */
  sections?: readonly ReactNode[] | undefined;
  /** The customer's photos of the appliance, each served through this page's token (never a public address). */
  photos?: readonly BookingPhotoView[] | undefined;
}

/** One of the customer's photos as a thumbnail: its private URL and its size, so the page does not jump. */
export interface BookingPhotoView {
  url: string;
  width: number;
  height: number;
}

/** The business's number as a link, said wherever the visitor may need to call instead. */
function CallUs() {
  return (
    <a className="tel" href={business.phone.href}>
      {business.phone.display}
    </a>
  );
}

/** The headline: cancelled, just booked, a warranty visit, or a plain visit. */
function headingOf(booking: BookingSummary, notice: ManagePageProps['notice'], manage: PageMessages['manage']) {
  if (booking.status === 'cancelled') return manage.headingCancelled;
  if (notice === 'booked') return manage.headingBooked;
  return booking.warrantyVisit ? manage.headingWarranty : manage.headingVisit;
}

/** The visit's facts, each a [label, value] row; brand, problem and coupon only when given. */
function visitRows(
  booking: BookingSummary,
  manage: PageMessages['manage'],
  words: ScreenMessages['booking'],
  locale: Locale,
): [string, string][] {
  return [
    [manage.rowReference, booking.reference],
    [words.rowWindow, words.newYorkTime(windowInWords(booking, locale))],
    [words.rowAppliance, booking.service],
    [words.rowAddress, booking.address],
    [words.rowName, booking.name],
    [words.rowPhone, booking.phone],
    // A visit booked by phone without an e-mail has none to show.
    ...(booking.email ? ([[words.rowEmail, booking.email]] as [string, string][]) : []),
    ...(booking.brand ? ([[words.rowBrand, booking.brand]] as [string, string][]) : []),
    ...(booking.model ? ([[words.rowModel, booking.model]] as [string, string][]) : []),
    ...(booking.problem ? ([[words.rowProblem, booking.problem]] as [string, string][]) : []),
    ...(booking.coupon ? ([[words.rowCoupon, booking.coupon]] as [string, string][]) : []),
  ];
}

/**
 * The customer's page for one booking, reached from the confirmation and the link in the e-mail: the visit,
 * what happens next, and (while the visit is ahead) reschedule and cancel, each a plain form.
 */
export function ManagePage({
  booking,
  path,
  url,
  notice,
  changeable,
  error,
  picker,
  technician,
  warranty,
  textsStopped,
  sections = [],
  photos = [],
}: ManagePageProps) {
  const cancelled = booking.status === 'cancelled';
  const { manage } = usePageMessages();
  return (
    <section className="section booking-page" aria-labelledby="manage-title">
      <div className="container narrow">
        <p className="eyebrow">{manage.eyebrow(booking.reference)}</p>
        <h1 id="manage-title">{headingOf(booking, notice, manage)}</h1>
        <ManageNotice booking={booking} notice={notice} />
        <FormError message={error} />
        {cancelled ? null : <VisitProgress booking={booking} />}
        {!cancelled && technician ? (
          <TechnicianCard technician={technician} onTheWay={booking.visitStatus === 'on-the-way'} />
        ) : null}
        {sections.map((section, index) => (
          <Fragment key={index}>{section}</Fragment>
        ))}

        {!cancelled && warranty ? <WarrantyCardView warranty={warranty} /> : null}

        <VisitFacts booking={booking} />

        {photos.length > 0 ? <PhotoThumbnails photos={photos} /> : null}

        {notice === 'booked' && !cancelled ? <AddToCalendar path={path} /> : null}

        {!cancelled && picker ? <RescheduleForm path={path} picker={picker} /> : null}

        {!cancelled ? <WhatToExpect booking={booking} textsStopped={textsStopped} /> : null}

        {!cancelled && changeable ? <ChangeOrCancel path={path} url={url} picking={Boolean(picker)} /> : null}

        <p className="booking-page__lead">
          {manage.questions}
          <CallUs />
          {manage.sevenDays}
        </p>
      </div>
    </section>
  );
}

/** What just happened or what the visit is: booked, moved, cancelled, or a warranty visit at no charge. */
function ManageNotice({ booking, notice }: Pick<ManagePageProps, 'booking' | 'notice'>) {
  const cancelled = booking.status === 'cancelled';
  const { manage, warranty } = usePageMessages();
  const locale = useLocale();
  const window = windowInWords(booking, locale);
  const firstName = booking.name.split(' ')[0] ?? '';
  return (
    <>
      {notice === 'booked' && !cancelled ? (
        <div className="contact-sent" role="status">
          <Icon name="check" />
          <div>
            <p className="contact-sent__title">
              {booking.warrantyVisit ? manage.bookedWarranty(firstName, window) : manage.booked(firstName, window)}
            </p>
            <p>{manage.sentTo(booking.reference, booking.email)}</p>
          </div>
        </div>
      ) : null}
      {notice === 'moved' && !cancelled ? (
        <div className="contact-sent" role="status">
          <Icon name="check" />
          <p className="contact-sent__title">{manage.moved(window)}</p>
        </div>
      ) : null}
      {cancelled ? (
        <p className="booking-page__lead" role={notice === 'cancelled' ? 'status' : undefined}>
          {manage.cancelled(window)}
          <a href={localePath(locale, '/book')}>{manage.bookNewVisit}</a>
          {manage.orCall}
          <CallUs />.
        </p>
      ) : null}
      {booking.warrantyVisit && !cancelled ? (
        <p className="booking-page__lead warranty-flag">
          <strong>{warranty.noCharge}</strong>
        </p>
      ) : null}
    </>
  );
}

/** The visit's progress on its day, and, once the technician is on the way, that only a call can change it. */
function VisitProgress({ booking }: { booking: BookingSummary }) {
  const { manage } = usePageMessages();
  const locale = useLocale();
  // The customer's words for each status (data/visit-status.ts customerStatusText is the English).
  const statusText: Partial<Record<VisitStatus, string>> = {
    'on-the-way': manage.statusOnTheWay,
    arrived: manage.statusArrived,
    done: manage.statusDone,
    'no-show': manage.statusNoShow,
    'waiting-for-parts': manage.statusWaitingForParts,
  };
  const status = booking.visitStatus ? statusText[booking.visitStatus] : undefined;
  return (
    <>
      {status ? (
        <p className="booking-page__lead booking__status" data-visit-status={booking.visitStatus}>
          <strong>{status}</strong>
        </p>
      ) : null}
      {booking.visitStatus === 'no-show' ? (
        <p className="booking-page__lead" data-rebook="">
          {/* The zip carried over: the new booking starts where this one was, with its windows one step away. */}
          <ButtonLink href={`${localePath(locale, '/book')}?zip=${encodeURIComponent(booking.zip)}`} variant="primary">
            {manage.rebook}
          </ButtonLink>
        </p>
      ) : null}
      {booking.visitStatus === 'on-the-way' || booking.visitStatus === 'arrived' ? (
        <p className="booking-page__lead" data-under-way="">
          {manage.underWay}
          <CallUs />.
        </p>
      ) : null}
    </>
  );
}

/**
 * Who is coming. The face is shown while they are on the way, so the person at the door is the one expected;
 * before that the first name and the line about them are enough.
 */
function TechnicianCard({ technician, onTheWay }: { technician: TechnicianCardView; onTheWay: boolean }) {
  const { manage } = usePageMessages();
  const name = technician.firstName || manage.yourTechnician;
  return (
    <div className="booking__card booking__technician" data-technician="">
      <h2 className="booking__heading">{onTheWay ? manage.technicianOnTheWay(name) : manage.whoIsComing}</h2>
      {onTheWay && technician.photoUrl ? (
        <img
          src={technician.photoUrl}
          alt={manage.technicianPhotoAlt(name)}
          width={96}
          height={96}
          className="booking__technician-photo"
        />
      ) : null}
      <p>
        <strong>{name}</strong>
        {technician.bio ? ` · ${technician.bio}` : ''}
      </p>
    </div>
  );
}

function VisitFacts({ booking }: { booking: BookingSummary }) {
  const { manage } = usePageMessages();
  const { booking: words } = useMessages();
  return (
    <div className="booking__card">
      <h2 className="booking__heading">{manage.factsHeading}</h2>
      <dl className="booking__review">
        {visitRows(booking, manage, words, useLocale()).map(([label, value]) => (
          <div key={label} className="booking__review-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The photos the customer sent with the booking, small, each opening full size. */
function PhotoThumbnails({ photos }: { photos: readonly BookingPhotoView[] }) {
  const { manage } = usePageMessages();
  return (
    <div className="booking__card" data-booking-photos="">
      <h2 className="booking__heading">{manage.photosHeading}</h2>
      <ul className="booking__photos">
        {photos.map((photo, index) => {
          const scale = 96 / Math.max(photo.width, photo.height, 1);
          return (
            <li key={photo.url}>
              <a href={photo.url} className="booking__photo-link">
                <img
                  src={photo.url}
                  alt={manage.photoAlt(index + 1, photos.length)}
                  width={Math.max(1, Math.round(photo.width * scale))}
                  height={Math.max(1, Math.round(photo.height * scale))}
                  loading="lazy"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The confirmation's "Add to calendar": the invite the e-mail attaches, served for this page's token. */
function AddToCalendar({ path }: { path: string }) {
  const { manage } = usePageMessages();
  return (
    <p className="booking-page__lead" data-add-to-calendar="">
      <ButtonLink href={`${path}/invite.ics`} variant="secondary">
        {manage.addToCalendar}
      </ButtonLink>
    </p>
  );
}

/** The window picker the customer asked for with "Reschedule", posting to the page's own /reschedule. */
function RescheduleForm({ path, picker }: { path: string; picker: NonNullable<ManagePageProps['picker']> }) {
  const { manage } = usePageMessages();
  return (
    <form
      className="booking__card booking__form"
      method="post"
      action={`${path}/reschedule`}
      aria-labelledby="reschedule-title"
    >
      <h2 className="booking__heading" id="reschedule-title">
        {manage.rescheduleHeading}
      </h2>
      <WindowPicker
        days={picker.days}
        today={picker.today}
        chosen={picker.chosen}
        current={picker.current}
        name="windowStart"
      />
      <div className="booking__actions booking__actions--sticky">
        <button type="submit" className="btn btn--primary btn--lg">
          {manage.moveVisit}
        </button>
      </div>
      <div className="booking__actions">
        <a className="booking__back" href={path}>
          {manage.keepWindow}
        </a>
      </div>
    </form>
  );
}

/** How the day goes: the call (or text) before, what the technician does, who must be home; and the fee. */
function WhatToExpect({ booking, textsStopped }: Pick<ManagePageProps, 'booking' | 'textsStopped'>) {
  const { manage } = usePageMessages();
  return (
    <div className="booking__card">
      <h2 className="booking__heading">{manage.expectHeading}</h2>
      <ul className="booking__expect">
        {textsStopped ? (
          <li data-texts-stopped="">{manage.expectTextsStopped(booking.phone, textsStopped.sender ?? '')}</li>
        ) : (
          <li>{manage.expectCall(booking.phone)}</li>
        )}
        <li>{booking.warrantyVisit ? manage.expectWarranty : manage.expectRepair}</li>
        <li>{manage.expectHome}</li>
      </ul>
      {booking.warrantyVisit ? <WarrantyNote /> : <FeeNote />}
    </div>
  );
}

/** The link to keep, "Reschedule" (unless the picker is open already), and the cancel form behind a summary. */
function ChangeOrCancel({ path, url, picking }: { path: string; url: string; picking: boolean }) {
  const { manage } = usePageMessages();
  return (
    <div className="booking__card">
      <h2 className="booking__heading">{manage.changeHeading}</h2>
      <p>
        {manage.keepLink}
        <span className="booking__link">{url}</span>
      </p>
      <div className="booking__actions">
        {picking ? null : (
          <ButtonLink href={`${path}?reschedule=1#reschedule-title`} variant="secondary">
            {manage.reschedule}
          </ButtonLink>
        )}
      </div>
      <details className="booking__cancel">
        <summary>{manage.cancelSummary}</summary>
        <form method="post" action={`${path}/cancel`}>
          <p>{manage.cancelNote}</p>
          <button type="submit" className="btn btn--secondary">
            {manage.cancelConfirm}
          </button>
        </form>
      </details>
    </div>
  );
}

/**
 * "The same problem came back" while the warranty lasts; the warranty visit already booked; or, after its last
 * day, that it has ended and the phone number.
 */
function WarrantyCardView({ warranty: card }: { warranty: WarrantyCard }) {
  const { warranty } = usePageMessages();
  const days = business.warrantyDays;
  return (
    <div className="booking__card" data-warranty={card.covers ? 'covers' : 'ended'}>
      <h2 className="booking__heading" id="warranty-title">
        {warranty.cardHeading(days)}
      </h2>
      {!card.covers ? (
        <p>
          {warranty.ended(days, card.endsOn)}
          <CallUs />
          {warranty.endedAfter}
        </p>
      ) : card.booked ? (
        <p>
          {warranty.booked(card.booked.when, card.booked.reference)}
          <strong>{warranty.bookedNoCharge}</strong>
          {warranty.bookedAfter}
          <CallUs />.
        </p>
      ) : (
        <>
          <p>
            {warranty.coveredUntil}
            <strong>{card.endsOn}</strong>
            {warranty.comesBack}
          </p>
          <div className="booking__actions">
            <ButtonLink href={card.href} variant="primary">
              {warranty.sameProblem}
            </ButtonLink>
          </div>
          <WarrantyNote endsOn={card.endsOn} />
        </>
      )}
    </div>
  );
}
