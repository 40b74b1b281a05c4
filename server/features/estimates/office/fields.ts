import * as v from 'valibot';
import { dollarsField, oneLineText, text } from '../../../kernel/http/schemas';
import { MAX_TAX_RATE, formatPercent, parsePercent } from '../money';

export const MAX_NAME = 120;

/** An item's name: one line, required, at most MAX_NAME characters (counted in code points). */
export const itemName = v.pipe(
  oneLineText,
  v.nonEmpty('Please name the item, like “Drain pump” or “Replace the door gasket”.'),
  v.check((name) => [...name].length <= MAX_NAME, `Please keep the name under ${MAX_NAME} characters.`),
);

/** An item's price as typed ("$150", "150.00"), required, to integer cents: the price form's money field. */
export const itemPrice = v.pipe(
  text,
  v.check((typed) => typed.trim() !== '', 'Please type the price, like 150 or 150.00.'),
  dollarsField,
);

const PERCENT_MESSAGE = 'Please type the rate as a percent, like 6 or 6.00 (0 for none).';

/** A tax rate typed as a percent ("6", "6.00", "6 %") to basis points (600). */
export const taxRate = v.pipe(
  text,
  v.check((typed) => parsePercent(typed) !== undefined, PERCENT_MESSAGE),
  v.transform((typed) => parsePercent(typed) ?? 0),
  v.check((rate) => rate <= MAX_TAX_RATE, `That is over ${formatPercent(MAX_TAX_RATE)}: please check the rate.`),
);

/** A form's fields as typed, to show again: each named one's text ('' when missing or sent twice). */
export const typedFields = <K extends string>(form: Record<string, unknown>, names: readonly K[]): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, typeof form[name] === 'string' ? form[name] : ''])) as Record<
    K,
    string
  >;
