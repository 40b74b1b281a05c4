import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { dollarsField } from '../../../kernel/http/schemas';
import { depositRule, depositWords, setDepositRule, type DepositRule } from '../deposit';
import type { EstimatesOfficeTools } from '../tools';
import { typedFields } from './fields';
import { PRICE_BOOK_PATH, priceBookPage } from './price-book-page';

// Up to three digits, up to two decimals, an optional percent sign: "25", "12.5", "100 %".
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?%?$/;

const DEPOSIT_FORM = v.object({
  depositKind: v.pipe(text, v.picklist(['none', 'fixed', 'percent'], 'Please choose none, an amount or a percentage.')),
  depositAmount: v.pipe(text, dollarsField),
  depositPercent: v.pipe(
    text,
    v.check(
      (typed) => typed.trim() === '' || PERCENT.test(typed.replace(/\s+/g, '')),
      'Please type a percentage, like 25.',
    ),
    v.transform((typed) => {
      const match = PERCENT.exec(typed.replace(/\s+/g, ''));
      return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
    }),
    v.check((bp) => bp <= 10_000, 'A deposit cannot be more than 100 % of the total.'),
  ),
});

const FIELDS = ['depositKind', 'depositAmount', 'depositPercent'] as const;

/**
 * POST /office/settings/price-book/deposit (owner only): the deposit an approved estimate asks for when online
 * payment is on: none, a fixed amount in dollars, or a percentage of the approved option's total (docs/payments.md).
 * A bad amount, or a percentage over 100, shows the page again (400) as typed; nothing is saved.
 */
export const priceBookDepositScreen = officeAction<typeof DEPOSIT_FORM, EstimatesOfficeTools>({
  form: DEPOSIT_FORM,
  refused: (read, request, { database }) =>
    priceBookPage(request, database.db, {
      deposit: { values: typedFields(request.form, FIELDS), errors: read.errors },
    }),
  async apply({ trx, values, request }) {
    const { depositKind: kind, depositAmount: amountCents, depositPercent: percentBp } = values;
    const missing =
      kind === 'fixed' && amountCents <= 0
        ? { depositAmount: 'Please type the deposit in dollars, like 50.' }
        : kind === 'percent' && percentBp <= 0
          ? { depositPercent: 'Please type a percentage, like 25.' }
          : undefined;
    if (missing)
      return {
        answer: await priceBookPage(request, trx, {
          deposit: { values: typedFields(request.form, FIELDS), errors: missing },
        }),
      };
    const before = await depositRule(trx);
    const rule: DepositRule = { kind, amountCents, percentBp };
    await setDepositRule(trx, rule, oneLine(request.user.email), request.now);
    return {
      answer: { redirect: `${PRICE_BOOK_PATH}?saved=deposit` },
      activity: { action: 'Deposit changed', detail: `${depositWords(before)} → ${depositWords(rule)}` },
    };
  },
});
