import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { partView } from '../../../../views/jobs/parts-words';
import { VisitPartsPage, type PartFormValues } from '../../../../views/jobs/VisitPartsPage';
import type { Tables } from '../../../kernel/db/schema';
import { notice, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen, OfficeAnswer, OfficeRequest } from '../../../office';
import type { StoredBooking } from '../../booking';
import { businessToday, partsOfJob, visitAndJob, type VisitJob } from '../parts-store';
import type { JobsOfficeTools } from '../tools';

export const visitPartsHref = (reference: string) => `/office/visits/${encodeURIComponent(reference)}/parts`;

const QUERY = v.object({
  saved: notice({
    part: 'Part recorded. The visit is Waiting for Parts.',
    arrived: 'Part marked in.',
    'all-in': 'Every part is in: the customer is e-mailed (and texted where they agreed) to book the return visit.',
  }),
});

/** An empty form: ordered today (the business's day), the rest to type. */
export const emptyPartForm = (now: Date): PartFormValues => ({
  partNumber: '',
  description: '',
  supplier: '',
  cost: '',
  orderedOn: businessToday(now),
  expectedOn: '',
});

/**
 * The visit's parts page, read through `db` (the database, or a refused change's transaction): the job's parts,
 * and the form with the values and messages given.
 */
export async function visitPartsPage(
  db: Kysely<Tables>,
  request: OfficeRequest,
  found: { booking: StoredBooking; job: VisitJob | undefined },
  form: {
    status?: number;
    values?: PartFormValues;
    errors?: Partial<Record<keyof PartFormValues, string>>;
    saved?: string | undefined;
  } = {},
): Promise<OfficeAnswer> {
  const { booking, job } = found;
  const today = businessToday(request.now);
  const parts = job ? await partsOfJob(db, job.id) : [];
  const visitHref = `/office/visits/${encodeURIComponent(booking.reference)}`;
  return {
    page: {
      title: `Parts for ${booking.reference}`,
      ...(form.status ? { status: form.status } : {}),
      body: (
        <VisitPartsPage
          reference={booking.reference}
          customer={oneLine(booking.name)}
          csrf={request.csrf}
          visitHref={visitHref}
          estimateHref={
            job && job.firstBookingId === booking.id ? `${visitHref}/estimates/${job.estimateNumber}` : undefined
          }
          action={job ? visitPartsHref(booking.reference) : undefined}
          parts={parts.map((part) => partView(part, today))}
          values={form.values ?? emptyPartForm(request.now)}
          errors={form.errors ?? {}}
          saved={form.saved}
        />
      ),
    },
  };
}

/**
 * GET /office/visits/:reference/parts: the job's parts and the form to record one. A visit without an approved
 * estimate says so, with no form. Whose visit it is, is the route's policy.
 */
export const visitPartsScreen: FeatureScreen<JobsOfficeTools> = async (request, { database }) => {
  await database.ready();
  const found = await visitAndJob(database.db, request.params.reference ?? '');
  if (!found) return { notFound: true };
  return visitPartsPage(database.db, request, found, { saved: readQuery(QUERY, request.query).saved });
};
