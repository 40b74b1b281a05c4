import type { RequestHandler, Response } from 'express';
import type { AppDatabase } from '../../../kernel/db/database';
import { bookingContext, manageUrl, notFoundPage, seeOther, sendManage, sendManagePage, tokenOf } from '../../booking';
import { askDeposit } from '../deposit';
import { answerEstimate, lockedEstimate, type Answer } from '../estimate-store';
import type { Request } from 'express';
import { messagesFor } from '../../../../data/messages';

/** What the customer's answer handlers need of the feature, handed to each request as booking hands its own. */
export interface EstimatesContext {
  database: AppDatabase;
  /** Wakes the estimates' outbox once the office's e-mail is committed. */
  nudge: () => void;
  /** Whether an approval asks for the owner's deposit: online payment is on (STRIPE_SECRET_KEY). */
  deposits: boolean;
}

interface Locals {
  estimates?: EstimatesContext;
}

export function provideEstimates(context: EstimatesContext): RequestHandler {
  return (_req, res, next) => {
    (res.locals as Locals).estimates = context;
    next();
  };
}

const contextOf = (res: Response): EstimatesContext => {
  const context = (res.locals as Locals).estimates;
  if (!context) throw new Error('an estimates handler ran without provideEstimates before it');
  return context;
};

// In English; the manage page says them in the booking's language (booking's spokenOnLink).
const { customerEstimate } = messagesFor('en');
const refusals: Record<string, { status: number; message: string }> = {
  approved: { status: 409, message: customerEstimate.refusedAnswered },
  declined: { status: 409, message: customerEstimate.refusedAnswered },
  expired: { status: 410, message: customerEstimate.refusedExpired },
  draft: { status: 404, message: customerEstimate.refusedUnknown },
  'no-such-option': { status: 400, message: customerEstimate.refusedOption },
};

/**
 * The customer's answer on their own link, final: the estimate must be this booking's, sent and not expired. As
 * a page, a 303 back to the manage page's estimate; a refusal is the manage page with why (4xx).
 */
export async function answerOnLink(req: Request, res: Response, answer: Answer | { refused: string }) {
  const token = tokenOf(req);
  const { service, now } = bookingContext(res);
  const booking = await service.find(token);
  if (!booking) return sendManage(res, notFoundPage());
  if ('refused' in answer) return sendManagePage(res, token, booking, { error: answer.refused, status: 400 });
  const { database, nudge, deposits } = contextOf(res);
  await database.ready();
  const id = typeof req.params.id === 'string' ? req.params.id : '';
  type Outcome = { refused: string } | { answered: 'approved' | 'declined'; deposit: number };
  const outcome = await database.db.transaction().execute(async (trx): Promise<Outcome> => {
    const estimate = await lockedEstimate(trx, database.engine, id);
    // Another booking's estimate is as unknown here as one that does not exist.
    if (!estimate || estimate.bookingId !== booking.id) return { refused: 'draft' };
    const answered = await answerEstimate(trx, estimate, answer, req.ip ?? '', now());
    if (typeof answered === 'object') return answered;
    // The approval is recorded whatever happens with the deposit: it is asked for after, on the manage page.
    const asked = answered === 'approved' && answer.kind === 'approve' && deposits;
    return { answered, deposit: asked ? await askDeposit(trx, estimate, answer.option) : 0 };
  });
  if ('refused' in outcome) {
    const refusal = refusals[outcome.refused] ?? refusals.draft!;
    return sendManagePage(res, token, booking, { error: refusal.message, status: refusal.status });
  }
  nudge();
  // A deposit asked: the page opens on Pay Deposit (payments' section).
  seeOther(res, `${manageUrl(token)}?estimate=${outcome.answered}#${outcome.deposit > 0 ? 'deposit' : 'estimate'}`);
}
