import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { windowInWords } from '../../../../views/components/window-words';
import { ReturnVisitSection } from '../../../../views/jobs/ReturnVisitSection';
import { oneLineTextOnly } from '../../../kernel/http/schemas';
import { officeAction, refusalPage, type FeatureScreen, type OfficeAnswer } from '../../../office';
import { parseInstant, windowText } from '../../booking';
import { jobOfVisit, type Job } from '../job-store';
import { jobVisitItems } from '../job-visits';
import { bookReturnVisitIn, returnVisitMessages, returnVisitWindows } from '../return-visit';
import type { JobsOfficeTools } from '../tools';

const visitHref = (reference: string) => `/office/visits/${encodeURIComponent(reference)}`;
export const returnVisitHref = (reference: string) => `${visitHref(reference)}/return-visit`;

/** The visit a screen names, and the job it is in (as its first or return visit) if any; undefined: no such visit. */
async function jobOfReference(tools: JobsOfficeTools, reference: string): Promise<{ job?: Job } | undefined> {
  await tools.database.ready();
  const row = await tools.database.db
    .selectFrom('bookings')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const job = await jobOfVisit(tools.database.db, row.id);
  return job ? { job } : {};
}

/**
 * GET /office/visits/:reference/return-visit: the office books a job's return visit on the customer's behalf, with
 * the windows the customer's page offers (the first visit's technician free in them first). Whose visit it is, is
 * the route's policy; a visit in no job says it has none.
 */
export const returnVisitScreen: FeatureScreen<JobsOfficeTools> = async (request, tools): Promise<OfficeAnswer> => {
  const reference = request.params.reference ?? '';
  const found = await jobOfReference(tools, reference);
  if (!found) return { notFound: true };
  const { job } = found;
  if (!job)
    return {
      page: {
        title: 'Return visit',
        body: (
          <>
            <h1>Book the Return Visit</h1>
            <p>This visit is in no job: a return visit follows an estimate the customer approved.</p>
            <p>
              <a href={visitHref(reference)}>Back to the visit</a>
            </p>
          </>
        ),
      },
    };
  const common = {
    option: job.option,
    visits: jobVisitItems(job, (visit) => visitHref(visit.reference)),
    action: returnVisitHref(reference),
    jobId: job.id,
    csrf: request.csrf,
    heading: 'h1' as const,
  };
  let state: Parameters<typeof ReturnVisitSection>[0]['state'];
  if (job.returnVisit) state = { kind: 'booked', when: windowInWords(windowText(job.returnVisit)) };
  else if (job.partsWaiting > 0) state = { kind: 'parts' };
  else {
    const windows = await returnVisitWindows(tools.database.db, tools.returnVisit, job, request.now);
    const words = (list: typeof windows.others) => list.map((w) => ({ start: w.start, words: windowInWords(w) }));
    state = { kind: 'windows', sameTechnician: words(windows.sameTechnician), others: words(windows.others) };
  }
  return {
    page: {
      title: `Return visit · ${oneLine(job.first.name) || job.first.reference}`,
      body: (
        <ReturnVisitSection {...common} state={state}>
          <p>
            <a href={visitHref(reference)}>Back to the visit</a>
          </p>
        </ReturnVisitSection>
      ),
    },
  };
};

const FORM = v.object({ job: oneLineTextOnly, windowStart: oneLineTextOnly });

/**
 * POST /office/visits/:reference/return-visit job=…&windowStart=…: books the job's return visit through the same
 * function as the customer's page, in the action's one transaction with its activity line; the confirmation
 * e-mail goes out once committed. A refusal (taken, a part on order, booked already) is a 4xx page saying why.
 */
export const returnVisitBookScreen = officeAction<typeof FORM, JobsOfficeTools>({
  form: FORM,
  refused: () => refusalPage(400, 'Choose a window', returnVisitMessages.noWindow, '/office'),
  async apply({ trx, values, request, tools }) {
    const reference = request.params.reference ?? '';
    const back = returnVisitHref(reference);
    const visit = await trx.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst();
    const job = visit && (await jobOfVisit(trx, visit.id));
    if (!job || job.id !== values.job) return { answer: { notFound: true } };
    const start = parseInstant(values.windowStart);
    if (start === undefined) return { answer: refusalPage(400, 'Choose a window', returnVisitMessages.noWindow, back) };
    const outcome = await bookReturnVisitIn(trx, tools.returnVisit, {
      jobId: job.id,
      windowStart: start,
      clientAddress: request.clientAddress,
      at: request.now,
      by: oneLine(request.user.email),
    });
    switch (outcome.kind) {
      case 'booked':
        return {
          answer: { redirect: visitHref(outcome.booking.reference) },
          activity: {
            action: 'Return visit booked',
            detail: `${oneLine(job.first.name)} (${job.first.reference}): ${outcome.booking.reference}, ${windowInWords(windowText(outcome.booking))}`,
          },
          after: () => tools.returnVisit.store.afterChange(),
        };
      case 'not-found':
        return { answer: { notFound: true } };
      case 'already':
        return { answer: refusalPage(409, 'Booked already', returnVisitMessages.already(outcome.visit), back) };
      case 'parts':
        return { answer: refusalPage(409, 'A part is still on order', returnVisitMessages.parts, back) };
      default:
        return {
          answer: refusalPage(outcome.kind === 'refused' ? 422 : 409, 'Not booked', outcome.error, back),
        };
    }
  },
});
