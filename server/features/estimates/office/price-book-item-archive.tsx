import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { text } from '../../../kernel/http/schemas';
import { officeAction, refusalPage } from '../../../office';
import { lockedItem, updateItem } from '../store';
import type { EstimatesOfficeTools } from '../tools';
import { PRICE_BOOK_PATH } from './price-book-page';

const ARCHIVE_FORM = v.object({ archived: v.pipe(text, v.picklist(['yes', 'no'])) });

/**
 * POST /office/settings/price-book/items/:id/archive (owner only): archived=yes takes the item off new estimates,
 * no restores it. Never a delete: an estimate made from it may name it. An unknown item is a 404.
 */
export const priceBookItemArchiveScreen = officeAction<typeof ARCHIVE_FORM, EstimatesOfficeTools>({
  form: ARCHIVE_FORM,
  refused: () => refusalPage(400, 'Archive or restore', 'Use the Archive or Restore button.', PRICE_BOOK_PATH),
  async apply({ trx, values, request, tools }) {
    const item = await lockedItem(trx, tools.database.engine, request.params.id ?? '');
    if (!item) return { answer: { notFound: true } };
    const archived = values.archived === 'yes';
    const answer = { redirect: `${PRICE_BOOK_PATH}?saved=${archived ? 'archived' : 'restored'}` };
    if (item.archived === archived) return { answer };
    await updateItem(trx, item.id, { archived }, oneLine(request.user.email), request.now);
    return {
      answer,
      activity: { action: archived ? 'Price book item archived' : 'Price book item restored', detail: item.name },
    };
  },
});
