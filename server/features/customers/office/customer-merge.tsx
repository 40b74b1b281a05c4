import * as v from 'valibot';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { cut, oneLineText, readFields } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';
import { customerPage } from './customer-page';

const MERGE_FORM = v.object({ other: v.pipe(oneLineText, cut(200)) });

/** The customer's id from what was typed: the id itself, or the address of their page (with or without origin). */
function customerIdOf(typed: string): string {
  const after = typed.split('/customers/').pop() ?? '';
  return after.split(/[?#/]/)[0]?.trim() ?? '';
}

/** POST /office/customers/:id/merge: `other` (an id or a customer page's address) becomes part of this customer. */
export const customerMergeScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const other = customerIdOf(readFields(MERGE_FORM, request.form).other);
  if (!other) return customerPage(request, { status: 400, error: 'Please give the other customer’s page address.' });
  const result = await request.store.mergeCustomers(id, other, request.user.email, request.now);
  if (result === 'same') return customerPage(request, { status: 400, error: 'That is this customer.' });
  if (result === 'not-found')
    return customerPage(request, { status: 400, error: 'No customer has that address; copy it from their page.' });
  if (result === 'merged-already')
    return customerPage(request, {
      status: 409,
      error: 'That customer was merged into another already; open the one it went into.',
    });
  await request.log('Customers merged', `${other} into ${id}`);
  return { redirect: `${customerHref(id)}?saved=merged` };
};
