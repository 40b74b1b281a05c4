import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { markCalledBack, type ReviewsOfficeTools } from './store';

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
export const reviewCalledBackScreen = officeAction({
  form: CALLED_BACK_FORM,
  // Every value of the form is read (return is anything but "today" otherwise): nothing to refuse.
  refused: (_read, _request, _tools: ReviewsOfficeTools) => ({ notFound: true }),
  async apply({ trx, values: { return: backToToday }, request }) {
    const id = request.params.id ?? '';
    const result = await markCalledBack(trx, id, request.user.email, request.now);
    if (result.kind === 'not-found') return { answer: { notFound: true } };
    const back = backToToday
      ? '/office'
      : `/office/reviews?saved=${result.kind === 'changed' ? 'called-back' : 'same'}#review-${id}`;
    if (result.kind !== 'changed') return { answer: { redirect: back } };
    const { review } = result;
    return {
      answer: { redirect: back },
      activity: {
        action: 'Review call back made',
        detail: `${oneLine(review.name)} (${review.reference}), ${review.rating} stars`,
      },
    };
  },
});
