import * as v from 'valibot';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { cut, oneLineText } from '../../../kernel/http/schemas';
import { officeAction, type FeatureScreen } from '../../../office';
import { unmergeCustomers, type UnmergeResult } from '../store';
import { customerPage, RefusedChange } from './customer-page';
import type { CustomersOfficeTools } from './tools';

const UNMERGE_FORM = v.object({ merge: v.pipe(oneLineText, cut(100)) });

const REFUSALS: Record<Exclude<UnmergeResult, 'unmerged'>, readonly [status: number, error: string]> = {
  'not-found': [400, 'That merge is not one of this customer’s.'],
  'undone-already': [409, 'That merge was undone already.'],
  'merged-later': [409, 'This customer was merged into another since: undo that merge first.'],
};

const unmergeAction = officeAction<typeof UNMERGE_FORM, CustomersOfficeTools>({
  form: UNMERGE_FORM,
  // The form's one field is cut to length, never refused: an unknown merge is the store's answer.
  refused: (_read, request, tools) => customerPage(request, tools, new RefusedChange(...REFUSALS['not-found'])),
  async apply({ trx, values: { merge }, request, tools }) {
    const id = request.params.id ?? '';
    const change = { intoId: id, mergeId: merge, byEmail: request.user.email, now: request.now };
    const result = await unmergeCustomers(trx, tools.engine, change);
    if (result !== 'unmerged') throw new RefusedChange(...REFUSALS[result]);
    return {
      answer: { redirect: `${customerHref(id)}?saved=unmerged` },
      activity: { action: 'Customer merge undone', detail: `${merge} (into ${id})` },
    };
  },
});

/** POST /office/customers/:id/unmerge: undoes the merge `merge` into this customer, exactly. */
export const customerUnmergeScreen: FeatureScreen<CustomersOfficeTools> = async (request, tools) => {
  try {
    return await unmergeAction(request, tools);
  } catch (error) {
    // The refusal rolled the transaction back; the page is read after it, outside it.
    if (error instanceof RefusedChange) return customerPage(request, tools, error);
    throw error;
  }
};
