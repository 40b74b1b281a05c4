import { Fragment, type ReactNode } from 'react';
import { business } from '../../data/business';
import { customerStatusText, type VisitStatus } from '../../data/visit-status';
import { ButtonLink } from '../components/actions/ButtonLink';
import { FeeNote } from '../components/FeeNote';
import { Icon } from '../components/icons';
import { FormError } from './ErrorSummary';
import { windowInWords, type DayChoice } from '../components/window-words';
import { WarrantyNote, WARRANTY_NO_CHARGE } from './WarrantyNote';
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

const headings = {
  booked: "You're Booked",
  cancelled: 'Your Visit Is Cancelled',
  visit: 'Your Repair Visit',
  warranty: 'Your Warranty Visit',
};

/** The business's number as a link, said wherever the visitor may need to call instead. */
function CallUs() {
  return (
    <a className="tel" href={business.phone.href}>
      {business.phone.display}
    </a>
  );
}

/** The headline: cancelled, just booked, a warranty visit, or a plain visit. */
function headingOf(booking: BookingSummary, notice: ManagePageProps['notice']) {
  if (booking.status === 'cancelled') return headings.cancelled;
  if (notice === 'booked') return headings.booked;
  return booking.warrantyVisit ? headings.warranty : headings.visit;
}

/** The visit's facts, each a [label, value] row; brand, problem and coupon only when given. */
function visitRows(booking: BookingSummary): [string, string][] {
  return [
    ['Reference', booking.reference],
    ['Arrival window', `${windowInWords(booking)} (New York time)`],
    ['Appliance', booking.service],
    ['Address', booking.address],
    ['Name', booking.name],
    ['Phone', booking.phone],
    // A visit booked by phone without an e-mail has none to show.
    ...(booking.email ? ([['Email', booking.email]] as [string, string][]) : []),
    ...(booking.brand ? ([['Brand', booking.brand]] as [string, string][]) : []),
    ...(booking.model ? ([['Model number', booking.model]] as [string, string][]) : []),
    ...(booking.problem ? ([['What is happening', booking.problem]] as [string, string][]) : []),
    ...(booking.coupon ? ([['Coupon', booking.coupon]] as [string, string][]) : []),
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
  return (
    <section className="section booking-page" aria-labelledby="manage-title">
      <div className="container narrow">
        <p className="eyebrow">Booking {booking.reference}</p>
        <h1 id="manage-title">{headingOf(booking, notice)}</h1>
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
          Questions about your visit? Call <CallUs />, 7 days a week.
        </p>
      </div>
    </section>
  );
}

/** What just happened or what the visit is: booked, moved, cancelled, or a warranty visit at no charge. */
function ManageNotice({ booking, notice }: Pick<ManagePageProps, 'booking' | 'notice'>) {
  const cancelled = booking.status === 'cancelled';
  const visitWord = booking.warrantyVisit ? 'warranty visit' : 'visit';
  return (
    <>
      {notice === 'booked' && !cancelled ? (
        <div className="contact-sent" role="status">
          <Icon name="check" />
          <div>
            <p className="contact-sent__title">
              {booking.name.split(' ')[0]}, your {visitWord} is booked for {windowInWords(booking)}.
            </p>
            <p>
              Your reference is {booking.reference}. We have sent the details to {booking.email}.
            </p>
          </div>
        </div>
      ) : null}
      {notice === 'moved' && !cancelled ? (
        <div className="contact-sent" role="status">
          <Icon name="check" />
          <p className="contact-sent__title">Your visit is moved to {windowInWords(booking)}.</p>
        </div>
      ) : null}
      {cancelled ? (
        <p className="booking-page__lead" role={notice === 'cancelled' ? 'status' : undefined}>
          Your visit on {windowInWords(booking)} is cancelled and its place is free again. Need us after all?{' '}
          <a href="/book">Book a new visit</a> or call <CallUs />.
        </p>
      ) : null}
      {booking.warrantyVisit && !cancelled ? (
        <p className="booking-page__lead warranty-flag">
          <strong>{WARRANTY_NO_CHARGE}</strong>
        </p>
      ) : null}
    </>
  );
}

/** The visit's progress on its day, and, once the technician is on the way, that only a call can change it. */
function VisitProgress({ booking }: { booking: BookingSummary }) {
  return (
    <>
      {booking.visitStatus && customerStatusText[booking.visitStatus] ? (
        <p className="booking-page__lead booking__status" data-visit-status={booking.visitStatus}>
          <strong>{customerStatusText[booking.visitStatus]}</strong>
        </p>
      ) : null}
      {booking.visitStatus === 'no-show' ? (
        <p className="booking-page__lead" data-rebook="">
          {/* The zip carried over: the new booking starts where this one was, with its windows one step away. */}
          <ButtonLink href={`/book?zip=${encodeURIComponent(booking.zip)}`} variant="primary">
            Book a New Visit
          </ButtonLink>
        </p>
      ) : null}
      {booking.visitStatus === 'on-the-way' || booking.visitStatus === 'arrived' ? (
        <p className="booking-page__lead" data-under-way="">
          The visit can no longer be changed or cancelled online. To cancel or change it, please call us at <CallUs />.
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
  const name = technician.firstName || 'Your technician';
  return (
    <div className="booking__card booking__technician" data-technician="">
      <h2 className="booking__heading">{onTheWay ? `${name} Is on the Way` : 'Who Is Coming'}</h2>
      {onTheWay && technician.photoUrl ? (
        <img
          src={technician.photoUrl}
          alt={`${name}, your technician`}
          width={96}
          height={96}
          className="booking__technician-photo"
        />
      ) : null}
      <p>
        <strong>{technician.firstName || 'Your technician'}</strong>
        {technician.bio ? ` · ${technician.bio}` : ''}
      </p>
    </div>
  );
}

function VisitFacts({ booking }: { booking: BookingSummary }) {
  return (
    <div className="booking__card">
      <h2 className="booking__heading">The Visit</h2>
      <dl className="booking__review">
        {visitRows(booking).map(([label, value]) => (
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
  return (
    <div className="booking__card" data-booking-photos="">
      <h2 className="booking__heading">Your Photos</h2>
      <ul className="booking__photos">
        {photos.map((photo, index) => {
          const scale = 96 / Math.max(photo.width, photo.height, 1);
          return (
            <li key={photo.url}>
              <a href={photo.url} className="booking__photo-link">
                <img
                  src={photo.url}
                  alt={`What you sent us, ${index + 1} of ${photos.length}`}
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
  return (
    <p className="booking-page__lead" data-add-to-calendar="">
      <ButtonLink href={`${path}/invite.ics`} variant="secondary">
        Add to calendar
      </ButtonLink>
    </p>
  );
}

/** The window picker the customer asked for with "Reschedule", posting to the page's own /reschedule. */
function RescheduleForm({ path, picker }: { path: string; picker: NonNullable<ManagePageProps['picker']> }) {
  return (
    <form
      className="booking__card booking__form"
      method="post"
      action={`${path}/reschedule`}
      aria-labelledby="reschedule-title"
    >
      <h2 className="booking__heading" id="reschedule-title">
        Choose a New Arrival Window
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
          Move my visit
        </button>
      </div>
      <div className="booking__actions">
        <a className="booking__back" href={path}>
          Keep the current window
        </a>
      </div>
    </form>
  );
}

/** How the day goes: the call (or text) before, what the technician does, who must be home; and the fee. */
function WhatToExpect({ booking, textsStopped }: Pick<ManagePageProps, 'booking' | 'textsStopped'>) {
  return (
    <div className="booking__card">
      <h2 className="booking__heading">What to Expect</h2>
      <ul className="booking__expect">
        {textsStopped ? (
          <li data-texts-stopped="">
            We call {booking.phone} when the technician is on the way. Texts are off for this number because it replied
            STOP to our texts, and ticking &ldquo;Text me&rdquo; on a booking does not turn them back on. To get texts
            again, text START from that phone
            {textsStopped.sender ? ` to ${textsStopped.sender}` : ' in reply to one of our texts'}, or tell us when you
            call.
          </li>
        ) : (
          <li>We call or text {booking.phone} when the technician is on the way.</li>
        )}
        {booking.warrantyVisit ? (
          <li>The technician arrives within your two-hour window and looks at the same problem again, at no charge.</li>
        ) : (
          <li>
            The technician arrives within your two-hour window, finds the fault and tells you the price before any
            repair starts.
          </li>
        )}
        <li>Please make sure someone over 18 is home and the appliance can be reached.</li>
      </ul>
      {booking.warrantyVisit ? <WarrantyNote /> : <FeeNote />}
    </div>
  );
}

/** The link to keep, "Reschedule" (unless the picker is open already), and the cancel form behind a summary. */
function ChangeOrCancel({ path, url, picking }: { path: string; url: string; picking: boolean }) {
  return (
    <div className="booking__card">
      <h2 className="booking__heading">Change or Cancel</h2>
      <p>
        Keep this page&rsquo;s link to come back to it: <span className="booking__link">{url}</span>
      </p>
      <div className="booking__actions">
        {picking ? null : (
          <ButtonLink href={`${path}?reschedule=1#reschedule-title`} variant="secondary">
            Reschedule
          </ButtonLink>
        )}
      </div>
      <details className="booking__cancel">
        <summary>Cancel this visit</summary>
        <form method="post" action={`${path}/cancel`}>
          <p>Your place is given to someone else straight away.</p>
          <button type="submit" className="btn btn--secondary">
            Yes, cancel my visit
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
function WarrantyCardView({ warranty }: { warranty: WarrantyCard }) {
  return (
    <div className="booking__card" data-warranty={warranty.covers ? 'covers' : 'ended'}>
      <h2 className="booking__heading" id="warranty-title">
        Your {business.warrantyDays}-Day Warranty
      </h2>
      {!warranty.covers ? (
        <p>
          Your {business.warrantyDays}-day warranty ended on {warranty.endsOn}, so a warranty visit cannot be booked
          online. Please call us at <CallUs /> and we will see what we can do.
        </p>
      ) : warranty.booked ? (
        <p>
          Your warranty visit is booked for {warranty.booked.when} (reference {warranty.booked.reference}),{' '}
          <strong>no charge</strong>. To change it, use the link in its confirmation e-mail or call <CallUs />.
        </p>
      ) : (
        <>
          <p>
            The repair is covered until <strong>{warranty.endsOn}</strong>. If the same problem comes back before then,
            we come back and fix it at no charge.
          </p>
          <div className="booking__actions">
            <ButtonLink href={warranty.href} variant="primary">
              The same problem came back
            </ButtonLink>
          </div>
          <WarrantyNote endsOn={warranty.endsOn} />
        </>
      )}
    </div>
  );
}
