import * as v from 'valibot';
import { guarded } from '../../booking';
import { oneLineText, readFields, text } from '../../../kernel/http/schemas';
import { messagesFor } from '../../../../data/messages';
import { answerOnLink } from './answer';

const { customerEstimate } = messagesFor('en');

const APPROVE_FORM = v.object({ option: text, name: oneLineText });

/**
 * POST /booking/:token/estimates/:id/approve option=…&name=…: the customer approves one option, signing with their
 * full name (docs/jobs.md). Final: the option, the name, the time and the client address are kept.
 */
export const approveEstimate = guarded(async (req, res) => {
  const { option, name } = readFields(APPROVE_FORM, req.body);
  const position = /^[1-3]$/.test(option) ? Number(option) : 0;
  if (!position) return answerOnLink(req, res, { refused: customerEstimate.refusedNoOption });
  if ([...name].length < 2 || [...name].length > 100)
    return answerOnLink(req, res, { refused: customerEstimate.refusedNoName });
  return answerOnLink(req, res, { kind: 'approve', option: position, name });
});
