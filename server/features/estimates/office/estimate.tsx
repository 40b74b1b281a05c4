import * as v from 'valibot';
import { EstimatePage } from '../../../../views/estimates/EstimateView';
import { notice, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import { estimateInWords } from '../document';
import type { EstimatesOfficeTools } from '../tools';
import { estimatesHref, visitHref } from './estimate-form';
import { visitEstimate } from './visit';

const QUERY = v.object({
  saved: notice({
    draft: 'Estimate saved as a draft. Check it, then send it to the customer.',
    sent: 'Estimate sent. The customer is e-mailed it, and texted where they agreed.',
  }),
});

/** GET /office/visits/:reference/estimates/:number: the estimate, where it stands, and Send Estimate on a draft. */
export const estimateScreen: FeatureScreen<EstimatesOfficeTools> = async (request, { database }) => {
  await database.ready();
  const found = await visitEstimate(database.db, request.params);
  if (!found) return { notFound: true };
  const { booking, estimate } = found;
  const words = estimateInWords(booking, estimate, request.now);
  return {
    page: {
      title: `Estimate ${words.name}`,
      body: (
        <EstimatePage
          csrf={request.csrf}
          estimate={words}
          back={visitHref(booking.reference)}
          sendAction={
            estimate.status === 'draft' ? `${estimatesHref(booking.reference)}/${estimate.number}/send` : undefined
          }
          partsHref={
            estimate.status === 'approved' ? `/office/visits/${encodeURIComponent(booking.reference)}/parts` : undefined
          }
          saved={readQuery(QUERY, request.query).saved}
        />
      ),
    },
  };
};
