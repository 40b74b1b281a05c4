import * as v from 'valibot';
import { formatCents, isPayment, paymentLabels } from '../../../../data/charges';
import { findService } from '../../../../data/site/services';
import { displayStatus } from '../../../../data/visit-status';
import { oneLine } from '../../../../data/text';
import { CustomerPage } from '../../../../views/customers/CustomerPage';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { LEAD_STATUS_LABELS, type LeadStatusName } from '../../../../views/leads/lead-status';
import { notice, readQuery } from '../../../kernel/http/schemas';
import { serviceLabel, telHref } from '../../../kernel/mail/mailer';
import type { OfficeAnswer, OfficeRequest } from '../../../office';
import type { CustomersOfficeTools, JobRecordOfVisit } from './tools';
import { warrantyOfDesk } from '../../../../views/visits/WarrantyBadge';
import { bookingHref } from '../../../../views/office/links';
import { jobPhotoHref, type JobRecordView } from '../../../../views/visits/FromTheJob';

/** What each e-mail about a customer's records was, in the office's words. */
const EMAIL_WORDS: Record<string, string> = {
  'office-lead': 'Lead notice to the office',
  'customer-confirmation': 'Confirmation to the customer',
  'customer-rescheduled': 'New window to the customer',
  'customer-cancelled': 'Cancellation to the customer',
  'customer-reminder': 'Reminder to the customer',
  'office-new': 'New booking notice to the office',
  'office-changed': 'Change notice to the office',
  'office-cancelled': 'Cancellation notice to the office',
  'customer-on-the-way': 'On the way to the customer',
  'customer-done': 'Thank-you to the customer',
  'customer-missed': '"We missed you" to the customer',
  receipt: 'Receipt to the customer',
  'review-request': 'Review request to the customer',
};

const REVIEW_STATUS_WORDS: Record<string, string> = {
  new: 'New: not on the site',
  published: 'Published on the site',
  hidden: 'Hidden',
};

const CUSTOMER_QUERY = v.object({
  saved: notice({
    merged: 'Merged: the other customer’s leads and visits are this customer’s now.',
    unmerged: 'Merge undone: those leads and visits are back with the customer they came from.',
    language: 'Language saved: their e-mails and texts, and those of their visits to come, are written in it.',
  }),
});

const serviceName = (slug: string) => findService(slug)?.name ?? slug;
const leadStatusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatusName] ?? status;
/** "$243.00, card" or "$89.00, not paid yet": a visit's price in the customer's history. */
const priceWords = ({ totalCents, payment }: { totalCents: number; payment: string }) =>
  `${formatCents(totalCents)}${isPayment(payment) ? `, ${paymentLabels[payment].toLowerCase()}` : ''}`;

/** A visit's note and photos from the job as its history shows them, each photo at its office-only address. */
const jobRecordView = (reference: string, record: JobRecordOfVisit | undefined): JobRecordView | undefined =>
  record && {
    note: record.note,
    photos: record.photos.map((photo) => ({ ...photo, href: jobPhotoHref(reference, photo.id) })),
  };

/**
 * A change the store refused (a merge of the customer into itself, a merge undone already): thrown inside the
 * action's transaction so it rolls back with nothing written, then shown on the customer's page at its status.
 */
export class RefusedChange extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {
    super(error);
  }
}

/** A customer's page, or what a refused merge or unmerge left to say, at its status. */
export async function customerPage(
  request: OfficeRequest,
  tools: CustomersOfficeTools,
  refused?: { status: number; error: string },
): Promise<OfficeAnswer> {
  const found = await tools.customers.customer(request.params.id ?? '');
  if (!found) return { notFound: true };
  // A customer merged into another is that one now.
  if ('mergedInto' in found) return { redirect: customerHref(found.mergedInto) };
  const { saved } = readQuery(CUSTOMER_QUERY, request.query);
  const ids = found.visits.map((visit) => visit.id);
  const [{ originals }, jobs, records] = await Promise.all([
    tools.warranty.links(ids),
    tools.jobsOfVisits?.(ids, bookingHref),
    tools.jobRecords?.(ids),
  ]);
  return {
    page: {
      title: oneLine(found.name) || 'Customer',
      status: refused?.status ?? 200,
      body: (
        <CustomerPage
          customer={{ ...found, telHref: telHref(found.phone) }}
          leads={found.leadHistory.map((lead) => ({
            ...lead,
            service: serviceLabel(lead.service),
            status: leadStatusLabel(lead.status),
          }))}
          visits={found.visits.map((visit) => ({
            reference: visit.reference,
            windowStart: visit.windowStart,
            service: serviceName(visit.service),
            status: displayStatus(visit.status, visit.visitStatus).label,
            address: visit.address,
            warrantyOf: warrantyOfDesk(originals.get(visit.id)),
            job: jobs?.get(visit.id),
            fromTheJob: jobRecordView(visit.reference, records?.get(visit.id)),
            ...(visit.technician ? { technician: visit.technician } : {}),
            ...(visit.price ? { price: priceWords(visit.price) } : {}),
          }))}
          notes={found.notes}
          reviews={found.reviews.map((review) => ({
            ...review,
            status: REVIEW_STATUS_WORDS[review.status] ?? review.status,
          }))}
          emails={found.emails.map((email) => ({
            at: email.at,
            what: `${EMAIL_WORDS[email.kind] ?? email.kind}${email.reference ? ` (${email.reference})` : ''}`,
          }))}
          merges={found.merges}
          sameName={found.sameName}
          csrf={request.csrf}
          {...(saved && !refused ? { saved } : {})}
          {...(refused ? { error: refused.error } : {})}
        />
      ),
    },
  };
}
