import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { PartsPage } from '../../../../views/jobs/PartsPage';
import { partView } from '../../../../views/jobs/parts-words';
import { notice, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import { businessToday, partsLists, type ListedPart } from '../parts-store';
import type { JobsOfficeTools } from '../tools';

const QUERY = v.object({
  saved: notice({
    arrived: 'Part marked in.',
    'all-in':
      'Every part of that job is in: the customer is e-mailed (and texted where they agreed) to book the return visit.',
  }),
});

/**
 * GET /office/parts: every part on order by its expected day, late ones first, with Part Arrived; and those in over
 * the last 14 days. Every role reads it; a technician sees only the parts of their own visits' jobs.
 */
export const partsScreen: FeatureScreen<JobsOfficeTools> = async (request, { database }) => {
  await database.ready();
  const ownOnly = request.user.role === 'technician';
  const { waiting, arrived } = await partsLists(database.db, request.now, ownOnly ? request.user.id : undefined);
  const today = businessToday(request.now);
  const listed = (part: ListedPart) => ({
    ...partView(part, today),
    customer: part.customer,
    reference: part.reference,
    visitHref: `/office/visits/${encodeURIComponent(part.reference)}`,
    arrivedBy: part.arrivedBy ? oneLine(part.arrivedBy) : undefined,
  });
  return {
    page: {
      title: 'Parts',
      body: (
        <PartsPage
          csrf={request.csrf}
          waiting={waiting.map(listed)}
          arrived={arrived.map(listed)}
          ownOnly={ownOnly}
          saved={readQuery(QUERY, request.query).saved}
        />
      ),
    },
  };
};
