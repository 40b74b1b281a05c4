import { bookingRules } from '../../../data/booking';
import { formatCents } from '../../../data/charges';
import { findService } from '../../../data/site/services';
import { multiLine, oneLine } from '../../../data/text';
import { visitAddress, type StoredBooking } from '../booking';
import { estimateName, estimateState, estimateStateLabels, lineCents, optionTotals, type EstimateState } from './rules';
import type { Estimate } from './estimate-store';

/** One option of an estimate in words: its lines, its money lines and its total. */
export interface OptionInWords {
  position: number;
  title: string;
  /** [description, "2 × $45.00", amount] */
  lines: [description: string, quantity: string, amount: string][];
  /** The sums under the lines: the fee, labour, parts, tax, the fee credited (as "−$89.00"). */
  sums: [label: string, amount: string][];
  total: string;
  totalCents: number;
}

/**
 * An estimate in words: what the office's page, the customer's page, the e-mail and the PDF all show, so they
 * cannot disagree. Visitor and office text is cleaned to plain lines here, once.
 */
export interface EstimateInWords {
  name: string;
  state: EstimateState;
  stateLabel: string;
  reference: string;
  customer: string;
  address: string;
  service: string;
  note: string;
  options: OptionInWords[];
  /** "Friday, January 1, 2027": the last day it can be approved (sent estimates). */
  expires: string;
  /** The approval as it stands: the option's title, the name typed and when; or the decline's reason. */
  answer?:
    { kind: 'approved'; option: string; name: string; at: string } | { kind: 'declined'; reason: string; at: string };
}

const dayWords = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeWords = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const taxLabel = (state: string, rateBp: number) =>
  `${state === 'DC' ? 'DC' : 'Maryland'} sales tax on parts (${(rateBp / 100).toFixed(2)}%)`;

export function estimateInWords(booking: StoredBooking, estimate: Estimate, now: Date): EstimateInWords {
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
  const decidedAt = estimate.decidedAt ? timeWords.format(new Date(estimate.decidedAt)) : '';
  return {
    name: estimateName(booking.reference, estimate.number),
    state,
    stateLabel: estimateStateLabels[state],
    reference: oneLine(booking.reference),
    customer: oneLine(booking.name),
    address: oneLine(visitAddress(booking.address, booking.zip)),
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
