import * as v from 'valibot';
import { formatCents } from '../../../../data/charges';
import { oneLine } from '../../../../data/text';
import { PRICE_BOOK_KINDS } from '../../../kernel/db/schema';
import { text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { addItem } from '../store';
import type { EstimatesOfficeTools } from '../tools';
import { itemName, itemPrice, typedFields } from './fields';
import { APPLIANCES, kindLabel, PRICE_BOOK_PATH, priceBookPage } from './price-book-page';

const ADD_FORM = v.object({
  appliance: v.pipe(
    text,
    v.picklist(
      APPLIANCES.map((a) => a.value),
      'Please choose one of the appliances, or any appliance.',
    ),
  ),
  kind: v.pipe(text, v.picklist(PRICE_BOOK_KINDS, 'Please choose labour or part.')),
  name: itemName,
  price: itemPrice,
});

const FIELDS = ['appliance', 'kind', 'name', 'price'] as const;

/**
 * POST /office/settings/price-book (owner only): appliance (or any), labour or part, name and price. The item and
 * its activity line are one change; a refusal shows the page again (400) with the form as typed.
 */
export const priceBookAddScreen = officeAction<typeof ADD_FORM, EstimatesOfficeTools>({
  form: ADD_FORM,
  refused: (read, request, { database }) =>
    priceBookPage(request, database.db, { add: { values: typedFields(request.form, FIELDS), errors: read.errors } }),
  async apply({ trx, values, request }) {
    const item = await addItem(
      trx,
      { appliance: values.appliance, kind: values.kind, name: values.name, priceCents: values.price },
      oneLine(request.user.email),
      request.now,
    );
    const appliance = APPLIANCES.find((a) => a.value === item.appliance)?.label ?? item.appliance;
    return {
      answer: { redirect: `${PRICE_BOOK_PATH}?saved=added` },
      activity: {
        action: 'Price book item added',
        detail: `${appliance} · ${kindLabel(item.kind)} · ${item.name}: ${formatCents(item.priceCents)}`,
      },
    };
  },
});
