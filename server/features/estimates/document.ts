import { bookingRules } from '../../../data/booking';
import { formatCents } from '../../../data/charges';
import { findService } from '../../../data/site/services';
import { multiLine, oneLine } from '../../../data/text';
import { isoInZone, visitAddress, type StoredBooking } from '../booking';
import { clockWords } from '../../../views/booking/format';
import { lineTotalCents, optionTotals } from './money';
import { estimateName, estimateState, estimateStateLabels } from './rules';
import type { Estimate } from './estimate-store';
import type { EstimateInWords, OptionInWords } from '../../../views/estimates/types';

export type { EstimateInWords, OptionInWords };

const dayWords = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const dateWords = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
/** "November 24, 2026 at 10:32 am": the clock in the site's one format (views/booking/format.ts). */
const timeWords = (iso: string) =>
  `${dateWords.format(new Date(iso))} at ${clockWords(isoInZone(Date.parse(iso), bookingRules.timeZone))}`;

const taxLabel = (state: string, rateBp: number) =>
  `${state === 'DC' ? 'DC' : 'Maryland'} sales tax on parts (${(rateBp / 100).toFixed(2)}%)`;

/** What an estimate shows of its visit. */
export type EstimateVisit = Pick<StoredBooking, 'reference' | 'name' | 'address' | 'unit' | 'town' | 'zip' | 'service'>;

export function estimateInWords(booking: EstimateVisit, estimate: Estimate, now: Date): EstimateInWords {
  const state = estimateState(estimate, now);
  const options = estimate.options.map((option): OptionInWords => {
    const totals = optionTotals(option.lines, { taxRate: estimate.taxRateBp, feeCents: estimate.feeCents });
    return {
      position: option.position,
      title: oneLine(option.title),
      lines: option.lines.map((line) => [
        oneLine(line.description),
        `${line.quantity} × ${formatCents(line.unitCents)}`,
        formatCents(lineTotalCents(line)),
      ]),
      sums: [
        ...(totals.feeCents > 0 ? [['Service call fee', formatCents(totals.feeCents)] as [string, string]] : []),
        ['Labour', formatCents(totals.labourCents)],
        ['Parts', formatCents(totals.partsCents)],
        ...(estimate.taxRateBp > 0
          ? [[taxLabel(estimate.taxState, estimate.taxRateBp), formatCents(totals.taxCents)] as [string, string]]
          : []),
        ...(totals.feeCreditCents > 0
          ? [['Service call fee credited', `−${formatCents(totals.feeCreditCents)}`] as [string, string]]
          : []),
      ],
      total: formatCents(totals.totalCents),
      totalCents: totals.totalCents,
    };
  });
  const approved = options.find((option) => option.position === estimate.approvedOption);
  const decidedAt = estimate.decidedAt ? timeWords(estimate.decidedAt) : '';
  return {
    name: estimateName(booking.reference, estimate.number),
    state,
    stateLabel: estimateStateLabels[state],
    reference: oneLine(booking.reference),
    customer: oneLine(booking.name),
    address: oneLine(visitAddress(booking)),
    service: findService(booking.service)?.name ?? oneLine(booking.service),
    note: multiLine(estimate.note),
    options,
    expires: estimate.expiresAt ? dayWords.format(new Date(Date.parse(estimate.expiresAt) - 1)) : '',
    ...(estimate.status === 'approved' && approved
      ? {
          answer: { kind: 'approved', option: approved.title, name: oneLine(estimate.signedName ?? ''), at: decidedAt },
        }
      : estimate.status === 'declined'
        ? { answer: { kind: 'declined', reason: multiLine(estimate.declineReason ?? ''), at: decidedAt } }
        : {}),
  };
}
