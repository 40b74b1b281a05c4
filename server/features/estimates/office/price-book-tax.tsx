import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { TAX_STATES } from '../../../kernel/db/schema';
import { officeAction } from '../../../office';
import { formatPercent } from '../money';
import { setTaxRate, taxRates } from '../store';
import type { EstimatesOfficeTools } from '../tools';
import { taxRate, typedFields } from './fields';
import { PRICE_BOOK_PATH, priceBookPage } from './price-book-page';

const TAX_FORM = v.object({ dc: taxRate, md: taxRate });

const FIELDS = ['dc', 'md'] as const;

/**
 * POST /office/settings/price-book/tax (owner only): each state's rate typed as a percent ("6", "6.00", "6 %"),
 * stored in basis points (600). Both are checked before either is saved; the activity line names each rate
 * changed, from what to what. A refusal shows the page again (400) with both as typed.
 */
export const priceBookTaxScreen = officeAction<typeof TAX_FORM, EstimatesOfficeTools>({
  form: TAX_FORM,
  refused: (read, request, { database }) =>
    priceBookPage(request, database.db, { tax: { values: typedFields(request.form, FIELDS), errors: read.errors } }),
  async apply({ trx, values, request }) {
    const before = await taxRates(trx);
    const changes: string[] = [];
    for (const state of TAX_STATES) {
      const rate = values[state === 'DC' ? 'dc' : 'md'];
      const was = before.find((r) => r.state === state)?.rate ?? 0;
      if (rate === was) continue;
      await setTaxRate(trx, state, rate, oneLine(request.user.email), request.now);
      changes.push(`${state} ${formatPercent(was)} → ${formatPercent(rate)}`);
    }
    return {
      answer: { redirect: `${PRICE_BOOK_PATH}?saved=tax` },
      ...(changes.length > 0 ? { activity: { action: 'Sales tax changed', detail: changes.join('; ') } } : {}),
    };
  },
});
