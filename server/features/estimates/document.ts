import { bookingRules } from '../../../data/booking';
import { formatCents } from '../../../data/charges';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { clockOfInstant, dateOfDay, longDay } from '../../../data/messages/when';
import { findServiceIn } from '../../../data/site/localized';
import { localDate } from '../../kernel/time-zone';
import { multiLine, oneLine } from '../../../data/text';
import { isoInZone, visitAddress, type StoredBooking } from '../booking';
import { clockWords } from '../../../views/components/window-words';
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
/**
 * "November 24, 2026 at 10:32 am": the clock in the site's one format (views/components/window-words.ts); in Spanish
 * through `Intl` ("24 de noviembre de 2026 a las 10:32 a.m.").
 */
function timeWords(iso: string, locale: Locale): string {
  const { estimates } = messagesFor(locale);
  if (locale !== 'en') return estimates.dateAt(dateOfDay(locale, iso), clockOfInstant(locale, iso));
  return estimates.dateAt(
    dateWords.format(new Date(iso)),
    clockWords(isoInZone(Date.parse(iso), bookingRules.timeZone)),
  );
}

/** "Tuesday, November 24, 2026", the last day to approve, in the estimate's language. */
const expiryWords = (iso: string, locale: Locale) =>
  locale === 'en' ? dayWords.format(new Date(iso)) : longDay(locale, localDate(Date.parse(iso), bookingRules.timeZone));

/** What an estimate shows of its visit. */
export type EstimateVisit = Pick<StoredBooking, 'reference' | 'name' | 'address' | 'unit' | 'town' | 'zip' | 'service'>;

/** The estimate in words: in `locale` for the customer's e-mail and PDF, English (the default) on the screens. */
export function estimateInWords(
  booking: EstimateVisit,
  estimate: Estimate,
  now: Date,
  locale: Locale = 'en',
): EstimateInWords {
  const { estimates } = messagesFor(locale);
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
        ...(totals.feeCents > 0 ? [[estimates.serviceCallFee, formatCents(totals.feeCents)] as [string, string]] : []),
        [estimates.labour, formatCents(totals.labourCents)],
        [estimates.parts, formatCents(totals.partsCents)],
        ...(estimate.taxRateBp > 0
          ? [
              [
                estimates.taxOnParts(estimate.taxState, (estimate.taxRateBp / 100).toFixed(2)),
                formatCents(totals.taxCents),
              ] as [string, string],
            ]
          : []),
        ...(totals.feeCreditCents > 0
          ? [[estimates.feeCredited, `−${formatCents(totals.feeCreditCents)}`] as [string, string]]
          : []),
      ],
      total: formatCents(totals.totalCents),
      totalCents: totals.totalCents,
    };
  });
  const approved = options.find((option) => option.position === estimate.approvedOption);
  const decidedAt = estimate.decidedAt ? timeWords(estimate.decidedAt, locale) : '';
  return {
    name: estimateName(booking.reference, estimate.number),
    state,
    stateLabel: estimateStateLabels[state],
    reference: oneLine(booking.reference),
    customer: oneLine(booking.name),
    address: oneLine(visitAddress(booking)),
    service: findServiceIn(locale, booking.service)?.name ?? oneLine(booking.service),
    note: multiLine(estimate.note),
    options,
    expires: estimate.expiresAt ? expiryWords(new Date(Date.parse(estimate.expiresAt) - 1).toISOString(), locale) : '',
    ...(estimate.status === 'approved' && approved
      ? {
          answer: { kind: 'approved', option: approved.title, name: oneLine(estimate.signedName ?? ''), at: decidedAt },
        }
      : estimate.status === 'declined'
        ? { answer: { kind: 'declined', reason: multiLine(estimate.declineReason ?? ''), at: decidedAt } }
        : {}),
  };
}
