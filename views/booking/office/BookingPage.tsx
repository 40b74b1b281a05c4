import { LanguageFact } from '../../components/LanguageFact';
import { Field } from '../../components/forms/Field';
import { PhotoThumbnails } from '../../components/PhotoThumbnails';
import { FromTheJob, type JobRecordView } from '../../visits/FromTheJob';
import { ContactFacts } from '../../office/ContactFacts';
import { Notes, type NoteEntry } from '../../office/Notes';
import { CustomerFact } from '../../customers/CustomerFact';
import { type OfficeBookingView } from './booking-types';
import { bookingHref } from '../../office/links';
import { confirmByPhone, ConfirmByPhoneNote } from './ConfirmByPhone';
import { clockTime, dayName, line, when } from '../../office/format';
import { OfficeWindowPicker, type OfficeDayChoice } from './OfficeWindowPicker';
import { ENDED_VISIT } from '../../../data/visit-status';
import { WarrantyBadge, WarrantyVisits } from '../../visits/WarrantyBadge';
import { VisitHistory, VisitStatusButtons, VisitStatusTag, type VisitEventView } from '../../visits/VisitStatus';
import { PriceSection, type PriceView } from '../../charges/PriceSummary';
import { EstimatesSection, type EstimateSummary } from '../../estimates/EstimatesSection';
import { OnlinePayments, type OnlinePaymentsProps } from '../../payments/OnlinePayments';

export interface BookingPageProps {
  booking: OfficeBookingView;
  /** YYYY-MM-DD of the visit, business zone. */
  date: string;
  days: OfficeDayChoice[];
  csrf: string;
  /** A refused move: the window chosen, why, and nearby windows with room. */
  move?: { chosen: string; error: string; alternatives: string[] };
  /** A refused cancel. */
  cancelError?: string;
  /** What the last change did, announced after the redirect. */
  saved?: string;
  notes: NoteEntry[];
  /** A refused note: its text as typed, and why. */
  note?: { text: string; error: string };
  /** The technicians to choose from and the visit's changes of status and technician. */
  dispatch: { technicians: { id: string; name: string }[]; events: VisitEventView[] };
  /** A refused technician choice. */
  technicianError?: string;
  /** The customer's page, once the record is linked to one. */
  customerHref?: string;
  /** The customer's photos of the appliance, each at its office-only address. */
  photos?: { id: string; href: string; width: number; height: number }[];
  /** "From the job": the technician's note and photos (the visits feature's). */
  fromTheJob?: JobRecordView | undefined;
  /** Whether the customer's number may be texted, while texts are on; a refused record of consent. */
  texts?: { permission: 'yes' | 'no-consent' | 'opted-out' | 'invalid-number'; error?: string };
  /** A Done visit's price (or none yet) and its form's address. */
  price?: { view?: PriceView | undefined; href: string } | undefined;
  /** The visit's estimates, and where New Estimate leads. */
  estimates?: { estimates: EstimateSummary[]; newHref?: string } | undefined;
  /** The card payments taken online, with their refunds, and Refund for the owner. */
  onlinePayments?: OnlinePaymentsProps | undefined;
}

const TEXTS_WORDS = {
  yes: 'The customer agreed to texts: they are texted when the technician sets out and when the visit is done.',
  'no-consent': 'The customer has not agreed to texts; they get e-mails only.',
  'opted-out':
    'This number replied STOP: no texts until it texts START, or the customer agrees on the phone and you record it below (a booking’s “Text me” box does not lift a STOP).',
  'invalid-number': 'This phone number cannot be texted.',
} as const;

/** Texts to the customer: whether they agreed, and the form that records consent given on the phone. */
function TextsConsent({ action, csrf, texts }: { action: string; csrf: string; texts: BookingPageProps['texts'] }) {
  if (!texts) return null;
  return (
    <section aria-labelledby="booking-texts" className="office-block">
      <h2 id="booking-texts">Texts</h2>
      <p>{TEXTS_WORDS[texts.permission]}</p>
      {texts.error && (
        <p className="field__error" role="alert">
          {texts.error}
        </p>
      )}
      {texts.permission !== 'yes' && texts.permission !== 'invalid-number' && (
        <form method="post" action={action} className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <button type="submit" className="btn btn--secondary">
            Record consent to texts given by phone
          </button>
        </form>
      )}
    </section>
  );
}

/** "online", "by phone, by dispatcher@…", "by phone from a lead, by …": who made the booking. */
function madeBy(booking: OfficeBookingView) {
  if (!booking.source || booking.source === 'online') return ' · online';
  const by = booking.createdBy ? `, by ${line(booking.createdBy)}` : '';
  if (booking.source === 'lead' && booking.leadId)
    return (
      <>
        {' · by phone from '}
        <a href={`/office/leads/${encodeURIComponent(booking.leadId)}`}>a lead</a>
        {by}
      </>
    );
  return ` · by phone${by}`;
}

/** One booking: everything the customer sent, a move to another window (over capacity on purpose), a cancel. */
export function BookingPage(props: BookingPageProps) {
  const { booking, date, csrf, saved, notes, note } = props;
  const base = bookingHref(booking.reference);
  const booked = booking.status === 'booked';
  // A visit that is done or was a no-show has ended: it is reopened first if it must change.
  const live = booked && !ENDED_VISIT.includes(booking.visitStatus);
  return (
    <>
      <p>
        <a href={`/office/bookings?from=${date}&to=${date}`}>Bookings of {dayName(date)}</a>
      </p>
      <h1>
        {line(booking.name) || 'No name given'}
        <span className="visually-hidden">, booking {line(booking.reference)}</span>
      </h1>
      {booking.warrantyOf && (
        <p>
          <WarrantyBadge of={booking.warrantyOf} /> · no charge
        </p>
      )}
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {live && confirmByPhone(booking.email, props.texts?.permission) && <ConfirmByPhoneNote />}
      <BookingFacts booking={booking} date={date} customerHref={props.customerHref} />
      <WarrantyVisits visits={booking.warrantyVisits ?? []} />

      {/* What the desk changes most, first: on a phone the 28-day move picker below is several screens tall. */}
      {booked && (
        <TechnicianAndStatus
          booking={booking}
          base={base}
          csrf={csrf}
          dispatch={props.dispatch}
          technicianError={props.technicianError}
        />
      )}
      <Notes action={`${base}/notes`} notes={notes} csrf={csrf} note={note} />

      <CustomerPhotos photos={props.photos ?? []} />
      <FromTheJob record={props.fromTheJob} />

      {/* Moved only before it starts: once On the Way, the visit is where it is (the Schedule board says the same). */}
      {live && booking.visitStatus === 'booked' && (
        <MoveVisit booking={booking} base={base} csrf={csrf} days={props.days} move={props.move} />
      )}

      {live && <CancelVisit booking={booking} base={base} csrf={csrf} cancelError={props.cancelError} />}

      {props.price && <PriceSection price={{ ...props.price, canEdit: true }} />}
      {props.onlinePayments && <OnlinePayments {...props.onlinePayments} />}
      {props.estimates && <EstimatesSection {...props.estimates} />}
      <TextsConsent action={`${base}/text-consent`} csrf={csrf} texts={props.texts} />
    </>
  );
}

/** What each section's form needs: the booking, its office address and the form token. */
interface SectionProps {
  booking: OfficeBookingView;
  /** /office/bookings/{reference}: the forms post below it. */
  base: string;
  csrf: string;
}

/** The booking's facts: status and who changed it, the window, the customer's details, who booked it and when. */
function BookingFacts({ booking, date, customerHref }: Pick<BookingPageProps, 'booking' | 'date' | 'customerHref'>) {
  return (
    <dl className="office-facts">
      <div>
        <dt>Status</dt>
        <dd>
          <VisitStatusTag status={booking.status} visitStatus={booking.visitStatus} />
          {booking.cancelledAt ? ` ${when(booking.cancelledAt)}` : ''}
          {booking.changedBy ? ` · last changed by ${line(booking.changedBy)}` : ''}
        </dd>
      </div>
      <div>
        <dt>Arrival window</dt>
        <dd>
          {dayName(date)}, {clockTime(booking.windowStart)}–{clockTime(booking.windowEnd)}
        </dd>
      </div>
      <div>
        <dt>Reference</dt>
        <dd>{line(booking.reference)}</dd>
      </div>
      <LanguageFact language={booking.language} />
      <ContactFacts
        phone={booking.phone}
        telHref={booking.telHref}
        email={booking.email}
        address={booking.address}
        service={booking.service}
        brand={booking.brand}
        message={{ label: 'What is happening', text: booking.problem, empty: '(not said)' }}
      />
      {booking.model && (
        <div>
          <dt>Model number</dt>
          <dd>{line(booking.model)}</dd>
        </div>
      )}
      {booking.coupon && (
        <div>
          <dt>Coupon</dt>
          <dd>{line(booking.coupon)}</dd>
        </div>
      )}
      <div>
        <dt>Booked</dt>
        <dd>
          {when(booking.createdAt)}
          {madeBy(booking)}
          {booking.updatedAt !== booking.createdAt ? ` · last changed ${when(booking.updatedAt)}` : ''}
        </dd>
      </div>
      <CustomerFact href={customerHref} />
    </dl>
  );
}

/** The customer's photos of the appliance, each linking to itself at full size; nothing when there are none. */
function CustomerPhotos({ photos }: { photos: NonNullable<BookingPageProps['photos']> }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-heading" className="office-block">
      <h2 id="photos-heading">Photos from the customer</h2>
      <PhotoThumbnails photos={photos} from="From the customer" />
    </section>
  );
}

/** Another window for the visit, over capacity on purpose if ticked; a refused move keeps the choice and says why. */
function MoveVisit({ booking, base, csrf, days, move }: SectionProps & Pick<BookingPageProps, 'days' | 'move'>) {
  return (
    <section aria-labelledby="move-heading" className="office-block">
      <h2 id="move-heading">Move the visit</h2>
      <p className="office-muted">The customer gets an e-mail with the new window and an updated calendar invite.</p>
      <form method="post" action={`${base}/reschedule`} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <OfficeWindowPicker
          days={days}
          chosen={move?.chosen ?? ''}
          name="windowStart"
          office={{ current: booking.windowStart }}
          error={move?.error}
        />
        {move && move.alternatives.length > 0 && (
          <p className="office-muted">Nearest windows with room: {move.alternatives.join('; ')}.</p>
        )}
        <label className="office-check">
          <input type="checkbox" name="force" value="yes" /> Book over capacity on purpose (a full window or a closed
          day)
        </label>
        <button type="submit" className="btn btn--primary">
          Move visit
        </button>
      </form>
    </section>
  );
}

/** The cancel form: a box to tick first, and why a cancel was refused. */
function CancelVisit({ booking, base, csrf, cancelError }: SectionProps & Pick<BookingPageProps, 'cancelError'>) {
  return (
    <section aria-labelledby="cancel-heading" className="office-block">
      <h2 id="cancel-heading">Cancel the visit</h2>
      <form method="post" action={`${base}/cancel`} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <label className="office-check">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            id="cancel-confirm"
            aria-invalid={cancelError ? true : undefined}
            aria-describedby={cancelError ? 'cancel-confirm-error' : undefined}
          />{' '}
          Yes, cancel this visit and e-mail {line(booking.name) || 'the customer'}
        </label>
        {cancelError && (
          <p className="field__error" id="cancel-confirm-error" role="alert">
            {cancelError}
          </p>
        )}
        <button type="submit" className="btn btn--secondary">
          Cancel visit
        </button>
      </form>
    </section>
  );
}

/** The technician to send, the visit's status buttons, and the history of both. */
function TechnicianAndStatus({
  booking,
  base,
  csrf,
  dispatch,
  technicianError,
}: SectionProps & Pick<BookingPageProps, 'dispatch' | 'technicianError'>) {
  return (
    <section aria-labelledby="visit-heading" className="office-block">
      <h2 id="visit-heading">Technician and status</h2>
      <form method="post" action={`${base}/technician`} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <Field id="technician" label="Technician" error={technicianError}>
          {(control) => (
            <select {...control} name="technician" defaultValue={booking.technicianId ?? ''}>
              <option value="">Unassigned</option>
              {dispatch.technicians.map((person) => (
                <option key={person.id} value={person.id}>
                  {line(person.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn--secondary">
          Save technician
        </button>
      </form>
      <VisitStatusButtons
        reference={booking.reference}
        status={booking.visitStatus}
        csrf={csrf}
        back="booking"
        canReopen
        label="Visit status"
      />
      <h3>History</h3>
      <VisitHistory events={dispatch.events} when={when} />
    </section>
  );
}
