import * as v from 'valibot';
import { formatCents, parseDollars } from '../../../../data/charges';
import { oneLine } from '../../../../data/text';
import { visitStatusLabels } from '../../../../data/visit-status';
import type { PartFormValues } from '../../../../views/jobs/VisitPartsPage';
import { dayName } from '../../../../views/office/format';
import { calendarDay, oneLineText, text } from '../../../kernel/http/schemas';
import { officeAction, refusalPage, type OfficeRequest } from '../../../office';
import { recordPart, visitAndJob } from '../parts-store';
import type { JobsOfficeTools } from '../tools';
import { visitPartsHref, visitPartsPage } from './parts-visit';

/** The most a part may cost: a typo's guard, not a policy (a compressor is well under it). */
const MAX_COST_CENTS = 1_000_000;

const required = (max: number, empty: string) =>
  v.pipe(
    oneLineText,
    v.nonEmpty(empty),
    v.check((typed) => [...typed].length <= max, `Please keep this under ${max} characters.`),
  );

const day = (empty: string) =>
  v.pipe(
    text,
    v.nonEmpty(empty),
    v.check((typed) => calendarDay(typed) !== undefined, 'Please give a real day, like 2026-11-24.'),
    v.transform((typed) => calendarDay(typed)!),
  );

const PART_FORM = v.object({
  partNumber: required(60, 'Please give the part number.'),
  description: required(200, 'Please say what the part is.'),
  supplier: required(100, 'Please name the supplier.'),
  cost: v.pipe(
    text,
    v.nonEmpty('Please type what the part cost, in dollars.'),
    v.check(
      (typed) => parseDollars(typed) !== undefined,
      'Please type an amount in dollars and cents, like 120 or 120.50 (no minus sign).',
    ),
    v.transform((typed) => parseDollars(typed) ?? 0),
    v.check(
      (cents) => cents <= MAX_COST_CENTS,
      `That is over ${formatCents(MAX_COST_CENTS)}: please check the amount.`,
    ),
  ),
  orderedOn: day('Please give the day it was ordered.'),
  expectedOn: day('Please give the day it is expected.'),
});

/** The form as typed, to show again beside its messages. */
const typedOf = (form: Record<string, string>): PartFormValues => ({
  partNumber: form.partNumber ?? '',
  description: form.description ?? '',
  supplier: form.supplier ?? '',
  cost: form.cost ?? '',
  orderedOn: form.orderedOn ?? '',
  expectedOn: form.expectedOn ?? '',
});

const noJob = (reference: string) =>
  refusalPage(
    409,
    'No approved estimate',
    'Parts are recorded on an approved estimate: this visit has none yet.',
    `/office/visits/${encodeURIComponent(reference)}`,
  );

/**
 * POST /office/visits/:reference/parts: records one part on the visit's job and sets its first visit Waiting for
 * Parts, with the activity line, in one transaction. A refused form comes back as typed with each message beside
 * its field (400), nothing written; a visit with no approved estimate, or whose first visit has not begun, is a 409.
 * Whose visit it is, is the route's policy.
 */
export const partRecordScreen = officeAction({
  form: PART_FORM,
  async refused(read, request: OfficeRequest, { database }: JobsOfficeTools) {
    await database.ready();
    const found = await visitAndJob(database.db, request.params.reference ?? '');
    if (!found) return { notFound: true };
    if (!found.job) return noJob(found.booking.reference);
    return visitPartsPage(database.db, request, found, {
      status: 400,
      values: typedOf(request.form),
      errors: read.errors,
    });
  },
  async apply({ trx, values, request, tools }) {
    const found = await visitAndJob(trx, request.params.reference ?? '');
    if (!found) return { answer: { notFound: true } };
    const { booking, job } = found;
    if (!job) return { answer: noJob(booking.reference) };
    if (values.expectedOn < values.orderedOn)
      return {
        answer: await visitPartsPage(trx, request, found, {
          status: 400,
          values: typedOf(request.form),
          errors: { expectedOn: 'The part cannot be expected before the day it was ordered.' },
        }),
      };
    const outcome = await recordPart(
      trx,
      tools.database.engine,
      job,
      { ...values, costCents: values.cost },
      { id: request.user.id, email: oneLine(request.user.email) },
      request.now,
    );
    if (outcome.kind === 'visit-not-ready')
      return {
        answer: refusalPage(
          409,
          'The visit has not begun',
          outcome.status === 'cancelled'
            ? 'The visit is cancelled: no part is ordered on it.'
            : `Parts are ordered once the visit is Arrived or Done; it is ${visitStatusLabels[outcome.status]}.`,
          visitPartsHref(booking.reference),
        ),
      };
    if (outcome.kind === 'before-day')
      return {
        answer: refusalPage(
          409,
          "Not before the visit's day",
          `The visit is on ${dayName(outcome.day)}: parts are recorded from that day.`,
          visitPartsHref(booking.reference),
        ),
      };
    const { part } = outcome;
    return {
      answer: { redirect: `${visitPartsHref(booking.reference)}?saved=part` },
      activity: {
        action: 'Part recorded',
        detail: `${oneLine(booking.name)} (${booking.reference}): ${part.description} (${part.partNumber}) from ${part.supplier}, ${formatCents(part.costCents)}, expected ${part.expectedOn}${outcome.moved ? '; the visit is Waiting for Parts' : ''}`,
      },
    };
  },
});
