import * as v from 'valibot';
import { business } from '../../../../data/business';
import { oneLine } from '../../../../data/text';
import { officeAction, refusalPage } from '../../../office';
import { manageUrl } from '../../booking';
import { lockedEstimate, sendEstimate } from '../estimate-store';
import { estimateName } from '../rules';
import type { EstimatesOfficeTools } from '../tools';
import { estimatesHref } from './estimate-form';
import { visitEstimate } from './visit';

const NO_FIELDS = v.object({});

/**
 * POST /office/visits/:reference/estimates/:number/send: the draft is sent (open for 30 days), its e-mail with
 * the PDF and the customer's link queued, and its text where the customer agreed, with the activity line, in one
 * transaction. A sent estimate is not sent again: a changed quote is a new estimate (409).
 */
export const estimateSendScreen = officeAction<typeof NO_FIELDS, EstimatesOfficeTools>({
  form: NO_FIELDS,
  refused: () => ({ notFound: true }),
  async apply({ trx, request, tools }) {
    const found = await visitEstimate(trx, request.params);
    if (!found) return { answer: { notFound: true } };
    const { booking } = found;
    const estimate = await lockedEstimate(trx, tools.database.engine, found.estimate.id);
    const page = `${estimatesHref(booking.reference)}/${found.estimate.number}`;
    if (!estimate) return { answer: { notFound: true } };
    const outcome = await sendEstimate(trx, estimate, oneLine(request.user.email), request.now);
    if (outcome.kind === 'not-a-draft')
      return {
        answer: refusalPage(
          409,
          'Sent already',
          'This estimate was sent already. A changed quote is a new estimate.',
          page,
        ),
      };
    const name = estimateName(booking.reference, estimate.number);
    if (tools.texts?.enabled)
      await tools.texts.queueText(trx, {
        to: booking.phone,
        body: `${business.name}: your estimate ${name} is ready. Review and approve it: ${request.siteUrl}${manageUrl(outcome.token)}`,
        bookingId: booking.id,
        kind: 'estimate',
      });
    return {
      answer: { redirect: `${page}?saved=sent` },
      activity: { action: 'Estimate sent', detail: `${oneLine(booking.name)} (${booking.reference}): ${name}` },
      after: () => {
        tools.nudge();
        tools.texts?.nudge();
      },
    };
  },
});
