import * as v from 'valibot';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { cut, oneLineText, readFields } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';
import { customerPage } from './customer-page';

const UNMERGE_FORM = v.object({ merge: v.pipe(oneLineText, cut(100)) });

/** POST /office/customers/:id/unmerge: undoes the merge `merge` into this customer, exactly. */
export const customerUnmergeScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const { merge } = readFields(UNMERGE_FORM, request.form);
  const result = await request.store.unmergeCustomers(id, merge, request.user.email, request.now);
  if (result === 'not-found')
    return customerPage(request, { status: 400, error: 'That merge is not one of this customer’s.' });
  if (result === 'undone-already')
    return customerPage(request, { status: 409, error: 'That merge was undone already.' });
  if (result === 'merged-later')
    return customerPage(request, {
      status: 409,
      error: 'This customer was merged into another since: undo that merge first.',
    });
  await request.log('Customer merge undone', `${merge} (into ${id})`);
  return { redirect: `${customerHref(id)}?saved=unmerged` };
};
