import * as v from 'valibot';
import { formatCents, MAX_LINE_CENTS, parseDollars } from '../../../data/charges';
import { text } from '../../kernel/http/schemas';

/**
 * A form's amount in dollars and cents as typed ("$150", "150.00", "1,234.50") to integer cents, with a clear
 * message for anything else and for a typo of a few zeros. The price form's fields, and any other form's money.
 */
export const dollarsField = v.pipe(
  text,
  v.check(
    (typed) => parseDollars(typed) !== undefined,
    'Please type an amount in dollars and cents, like 120 or 120.50 (no minus sign).',
  ),
  v.transform((typed) => parseDollars(typed) ?? 0),
  v.check((cents) => cents <= MAX_LINE_CENTS, `That is over ${formatCents(MAX_LINE_CENTS)}: please check the amount.`),
);
