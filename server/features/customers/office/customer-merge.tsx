import * as v from 'valibot';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { cut, oneLineText } from '../../../kernel/http/schemas';
import { officeAction, type FeatureScreen } from '../../../office';
import { mergeCustomers, type MergeResult } from '../store';
import { customerPage, RefusedChange } from './customer-page';
import type { CustomersOfficeTools } from './tools';

/** The customer's id from what was typed: the id itself, or the address of their page (with or without origin). */
function customerIdOf(typed: string): string {
  const after = typed.split('/customers/').pop() ?? '';
  return after.split(/[?#/]/)[0]?.trim() ?? '';
}

const MERGE_FORM = v.object({
  other: v.pipe(
    oneLineText,
    cut(200),
    v.transform(customerIdOf),
    v.nonEmpty('Please give the other customer’s page address.'),
  ),
});

const REFUSALS: Record<Exclude<MergeResult, 'merged'>, readonly [status: number, error: string]> = {
  same: [400, 'That is this customer.'],
  'not-found': [400, 'No customer has that address; copy it from their page.'],
  'merged-already': [409, 'That customer was merged into another already; open the one it went into.'],
};

const mergeAction = officeAction<typeof MERGE_FORM, CustomersOfficeTools>({
  form: MERGE_FORM,
  refused: (read, request, tools) => customerPage(request, tools, { status: 400, error: read.errors.other ?? '' }),
  async apply({ trx, values: { other }, request, tools }) {
    const id = request.params.id ?? '';
    const change = { intoId: id, fromId: other, byEmail: request.user.email, now: request.now };
    const result = await mergeCustomers(trx, tools.engine, change);
    if (result !== 'merged') throw new RefusedChange(...REFUSALS[result]);
    return {
      answer: { redirect: `${customerHref(id)}?saved=merged` },
      activity: { action: 'Customers merged', detail: `${other} into ${id}` },
    };
  },
});

/** POST /office/customers/:id/merge: `other` (an id or a customer page's address) becomes part of this customer. */
export const customerMergeScreen: FeatureScreen<CustomersOfficeTools> = async (request, tools) => {
  try {
    return await mergeAction(request, tools);
  } catch (error) {
    // The refusal rolled the transaction back; the page is read after it, outside it.
    if (error instanceof RefusedChange) return customerPage(request, tools, error);
    throw error;
  }
};
