import * as v from 'valibot';
import { guarded } from '../../booking';
import { multiLineText, readFields } from '../../../kernel/http/schemas';
import { messagesFor } from '../../../../data/messages';
import { answerOnLink } from './answer';

const DECLINE_FORM = v.object({ reason: multiLineText });

/** POST /booking/:token/estimates/:id/decline reason=…: the customer declines the estimate, saying why if they like. */
export const declineEstimate = guarded(async (req, res) => {
  const { reason } = readFields(DECLINE_FORM, req.body);
  if ([...reason].length > 1000)
    return answerOnLink(req, res, { refused: messagesFor('en').customerEstimate.refusedReason });
  return answerOnLink(req, res, { kind: 'decline', reason });
});
