import * as v from 'valibot';
import { oneLineTextOnly } from '../../../kernel/http/schemas';
import {
  bookingContext,
  guarded,
  manageUrl,
  notFoundPage,
  parseInstant,
  seeOther,
  sendManage,
  sendManagePage,
  tokenOf,
} from '../../booking';
import { jobOfVisit } from '../job-store';
import { bookReturnVisitIn, returnVisitMessages, type ReturnVisitOutcome } from '../return-visit';
import { returnVisitContext } from './context';

const FORM = v.object({ job: oneLineTextOnly, windowStart: oneLineTextOnly });

const refusals: Record<Exclude<ReturnVisitOutcome['kind'], 'booked'>, number> = {
  'not-found': 404,
  already: 409,
  parts: 409,
  refused: 422,
  full: 409,
  limit: 409,
};

/**
 * POST /booking/:token/return-visit job=…&windowStart=…: the job's return visit, booked from its first visit's
 * link (return-visit.ts). 303 to the new visit's own page; a refusal is the manage page with why (4xx), nothing
 * written. A link to a visit outside the job, or naming another job, is answered as if there were none (404).
 */
export const bookReturnVisit = guarded(async (req, res) => {
  const token = tokenOf(req);
  const { service, now } = bookingContext(res);
  const booking = await service.find(token);
  if (!booking) return sendManage(res, notFoundPage());
  const context = returnVisitContext(res);
  const { database } = context;
  await database.ready();
  const form = v.safeParse(FORM, req.body);
  const job = await jobOfVisit(database.db, booking.id);
  const refuse = (error: string, status: number) => sendManagePage(res, token, booking, { error, status });
  if (!job || job.first.id !== booking.id || !form.success || form.output.job !== job.id)
    return refuse(returnVisitMessages.notFound, 404);
  const start = parseInstant(form.output.windowStart);
  if (start === undefined) return refuse(returnVisitMessages.noWindow, 400);
  const outcome = await database.db
    .transaction()
    .execute((trx) =>
      bookReturnVisitIn(trx, context, { jobId: job.id, windowStart: start, clientAddress: req.ip ?? '', at: now() }),
    );
  if (outcome.kind === 'booked') {
    context.store.afterChange();
    return seeOther(res, `${manageUrl(outcome.token)}?booked=1`);
  }
  const error =
    outcome.kind === 'already'
      ? returnVisitMessages.already(outcome.visit)
      : outcome.kind === 'parts'
        ? returnVisitMessages.parts
        : outcome.kind === 'not-found'
          ? returnVisitMessages.notFound
          : outcome.error;
  return refuse(error, refusals[outcome.kind]);
});
