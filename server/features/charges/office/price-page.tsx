import { refusalPage } from '../../../office';
import * as v from 'valibot';
import { centsAsTyped, formatCents, isCouponCode, SERVICE_CALL_FEE_CENTS } from '../../../../data/charges';
import { findService } from '../../../../data/site/services';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/office/links';
import { when } from '../../../../views/office/format';
import { PricePage, type PriceFormValues, type PricePageProps } from '../../../../views/charges/PricePage';
import { recordedWords, type PriceView } from '../../../../views/charges/PriceSummary';
import type { StatusBack } from '../../../../views/visits/VisitStatus';
import type { Kysely } from 'kysely';
import type { StoredBooking } from '../../booking';
import type { JobPrice, JobPricingSlot } from '../job-pricing';
import { paymentWords, receiptOf } from '../receipt';
import { chargeOf, type VisitCharge } from '../store';
import type { Tables } from '../../../kernel/db/schema';
import { notice, oneOf, readQuery } from '../../../kernel/http/schemas';
import type { OfficeAnswer, OfficeRequest } from '../../../office';

/** Where the price form returns to: the screen the Done button was on (a technician's is always their own). */
export function priceBackHref(reference: string, back: StatusBack | undefined, technician: boolean): string {
  if (back === 'visit') return `/office/visits/${encodeURIComponent(reference)}`;
  if (back === 'booking' && !technician) return bookingHref(reference);
  return technician || back === 'my-day' ? '/office/my-day' : bookingHref(reference);
}

const RECEIPT_WORDS = {
  pending: 'Being e-mailed to the customer',
  sent: 'E-mailed to the customer',
  failed: 'Could not be e-mailed',
  skipped: 'Not e-mailed: the booking has no e-mail address',
} as const;

/** A recorded price in the office's words: the receipt's own lines, so the screen says what the customer reads. */
export function priceView(booking: StoredBooking, charge: VisitCharge): PriceView {
  const receipt = receiptOf(booking, charge);
  const { status, sentAt, lastError } = charge.receipt;
  return {
    workDone: charge.workDone,
    parts: charge.parts,
    lines: receipt.lines,
    total: receipt.total,
    payment: paymentWords(receipt),
    warrantyEnds: receipt.warrantyEnds,
    recorded: recordedWords(charge.recordedAt, charge.recordedBy, {
      at: charge.updatedAt,
      by: charge.updatedBy,
      times: charge.corrections,
    }),
    receipt: `${RECEIPT_WORDS[status]}${status === 'sent' && sentAt ? ` ${when(sentAt)}` : ''}${
      status === 'failed' && lastError ? ` (${oneLine(lastError).slice(0, 120)})` : ''
    }${charge.corrections > 0 ? ' (corrected)' : ''}`,
  };
}

/**
 * The form's first values: the recorded price, else a new one (a warranty visit all at $0, fee not charged; a
 * job's return visit from its approved estimate, the fee only when the first visit did not charge it).
 */
function startingValues(booking: StoredBooking, charge: VisitCharge | undefined, job?: JobPrice): PriceFormValues {
  if (charge)
    return {
      workDone: charge.workDone,
      parts: charge.parts,
      partsAmount: centsAsTyped(charge.partsCents),
      labour: centsAsTyped(charge.labourCents),
      fee: charge.feeCents > 0 ? 'yes' : '',
      coupon: charge.coupon,
      payment: charge.payment,
    };
  if (job)
    return {
      workDone: job.workDone,
      parts: job.parts,
      partsAmount: centsAsTyped(job.partsCents),
      labour: centsAsTyped(job.labourCents),
      fee: job.chargeFee ? 'yes' : '',
      coupon: '',
      payment: '',
    };
  const warranty = Boolean(booking.warrantyOf);
  const coupon = oneLine(booking.coupon).toUpperCase();
  return {
    workDone: '',
    parts: '',
    partsAmount: warranty ? '0.00' : '',
    labour: warranty ? '0.00' : '',
    fee: warranty ? '' : 'yes',
    coupon: !warranty && isCouponCode(coupon) ? coupon : '',
    payment: '',
  };
}

/** What the form of a return visit says it was filled from. */
const jobNotice = (job: JobPrice) =>
  `Filled from the approved estimate. ${
    job.chargeFee
      ? 'The service call fee is charged once for the job, here.'
      : `The first visit charged the ${formatCents(job.feePaidCents)} service call fee: it is credited toward the repair, not charged again.`
  } Sales tax on parts, at the estimate's rate, is added when you save (${formatCents(job.taxOn(job.partsCents))} on these parts).`;

const PRICE_QUERY = v.object({
  back: oneOf(['my-day', 'visit', 'booking'] as const),
  saved: notice({
    recorded: 'Price saved. The customer is e-mailed the receipt.',
    corrected: 'Correction saved. The customer is e-mailed the corrected receipt.',
  }),
});

// The shell's one refusal page, here too for the screens beside this one.
export { refusalPage };

/** The price screen of a Done visit; a refused form comes back with its values as typed and each error. */
export async function pricePage(
  request: OfficeRequest,
  booking: StoredBooking,
  /** The database, or the transaction of a refused change (SQLite's one connection is busy with it). */
  db: Kysely<Tables>,
  refused?: { status: number; values: PriceFormValues; errors: PricePageProps['errors']; back?: StatusBack },
  /** The jobs feature's pricing of a return visit (charges.offers.addJobPricing). */
  jobPricing?: JobPricingSlot,
): Promise<OfficeAnswer> {
  const charge = await chargeOf(db, booking.id);
  const job = await jobPricing?.current(db, booking);
  const query = readQuery(PRICE_QUERY, request.query);
  const back = refused?.back ?? query.back;
  const technician = request.user.role === 'technician';
  return {
    page: {
      title: `Price · ${oneLine(booking.name) || booking.reference}`,
      status: refused?.status ?? 200,
      body: (
        <PricePage
          reference={booking.reference}
          name={booking.name}
          service={findService(booking.service)?.name ?? oneLine(booking.service)}
          warranty={Boolean(booking.warrantyOf)}
          feeLabel={formatCents(SERVICE_CALL_FEE_CENTS)}
          values={refused?.values ?? startingValues(booking, charge, job)}
          job={job && jobNotice(job)}
          errors={refused?.errors ?? {}}
          csrf={request.csrf}
          back={back ?? (technician ? 'my-day' : 'booking')}
          backHref={priceBackHref(booking.reference, back, technician)}
          recorded={charge && priceView(booking, charge)}
          canEdit={booking.visitStatus === 'done' && (!technician || !charge)}
          notDone={booking.visitStatus !== 'done'}
          saved={refused ? undefined : query.saved}
        />
      ),
    },
  };
}
