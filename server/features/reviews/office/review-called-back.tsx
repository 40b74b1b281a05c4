import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { readFields, text } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';

/** return=today goes back to Today, whose panel the button is on too. */
const CALLED_BACK_FORM = v.object({
  return: v.pipe(
    text,
    v.transform((value) => value === 'today'),
  ),
});

/**
 * POST /office/reviews/:id/called-back (owner, dispatcher): the customer who asked for a call back under a low
 * review was called. It leaves Today's list; who and when are kept and logged.
 */
export const reviewCalledBackScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const { return: backToToday } = readFields(CALLED_BACK_FORM, request.form);
  const result = await request.store.markCalledBack(id, request.user.email, request.now);
  if (result.kind === 'not-found') return { notFound: true };
  const back = backToToday
    ? '/office'
    : `/office/reviews?saved=${result.kind === 'changed' ? 'called-back' : 'same'}#review-${id}`;
  if (result.kind !== 'changed') return { redirect: back };
  const { review } = result;
  await request.log('Review call back made', `${oneLine(review.name)} (${review.reference}), ${review.rating} stars`);
  return { redirect: back };
};
