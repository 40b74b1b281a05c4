import * as v from 'valibot';
import { formatCents } from '../../../../data/charges';
import { oneLine } from '../../../../data/text';
import { officeAction } from '../../../office';
import { lockedItem, updateItem } from '../store';
import type { EstimatesOfficeTools } from '../tools';
import { itemName, itemPrice, typedFields } from './fields';
import { PRICE_BOOK_PATH, priceBookPage } from './price-book-page';

const EDIT_FORM = v.object({ name: itemName, price: itemPrice });

const FIELDS = ['name', 'price'] as const;

/**
 * POST /office/settings/price-book/items/:id (owner only): the item's name and price. Estimates made before keep
 * the prices they were made with (they copy each line). An unknown item is a 404; a refusal shows the page again
 * (400) with this item's form open, as typed.
 */
export const priceBookItemEditScreen = officeAction<typeof EDIT_FORM, EstimatesOfficeTools>({
  form: EDIT_FORM,
  refused: (read, request, { database }) =>
    priceBookPage(request, database.db, {
      edit: { id: request.params.id ?? '', values: typedFields(request.form, FIELDS), errors: read.errors },
    }),
  async apply({ trx, values, request, tools }) {
    const item = await lockedItem(trx, tools.database.engine, request.params.id ?? '');
    if (!item) return { answer: { notFound: true } };
    const { name, price } = values;
    const answer = { redirect: `${PRICE_BOOK_PATH}?saved=changed` };
    if (name === item.name && price === item.priceCents) return { answer };
    await updateItem(trx, item.id, { name, priceCents: price }, oneLine(request.user.email), request.now);
    const renamed = name === item.name ? '' : ` (was “${item.name}”)`;
    return {
      answer,
      activity: {
        action: 'Price book item changed',
        detail: `${name}${renamed}: ${formatCents(item.priceCents)} → ${formatCents(price)}`,
      },
    };
  },
});
