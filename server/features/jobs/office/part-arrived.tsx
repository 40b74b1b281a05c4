import * as v from 'valibot';
import { messagesFor } from '../../../../data/messages';
import { oneLine } from '../../../../data/text';
import { oneOf } from '../../../kernel/http/schemas';
import { officeAction, refusalPage } from '../../../office';
import { returnVisitUrl } from '../parts-outbox';
import { markPartArrived } from '../parts-store';
import type { JobsOfficeTools } from '../tools';
import { visitPartsHref } from './parts-visit';

/** Where the button was pressed: the Parts screen, or the visit's parts page. */
const FORM = v.object({ back: oneOf(['parts', 'visit'] as const) });

/**
 * POST /office/parts/:id/arrived: marks the part in with its activity line, in one transaction. When it was the
 * job's last part out, the same transaction sets the job's parts in, queues the customer's e-mail with a new link
 * to book the return visit, and a text where they agreed; the outboxes are woken after the commit. A part in
 * already is a 409. Whose part it is, is the route's policy.
 */
export const partArrivedScreen = officeAction<typeof FORM, JobsOfficeTools>({
  form: FORM,
  refused: () => ({ notFound: true }),
  async apply({ trx, values, request, tools }) {
    const outcome = await markPartArrived(
      trx,
      tools.database.engine,
      request.params.id ?? '',
      { id: request.user.id, email: oneLine(request.user.email) },
      request.now,
    );
    if (outcome.kind === 'not-found') return { answer: { notFound: true } };
    if (outcome.kind === 'in-already')
      return { answer: refusalPage(409, 'In already', 'This part was marked in already.', '/office/parts') };
    const { part, booking, allIn } = outcome;
    if (allIn && tools.texts?.enabled)
      await tools.texts.queueText(trx, {
        to: booking.phone,
        body: messagesFor(booking.language).texts.partsIn(allIn.parts, returnVisitUrl(request.siteUrl, allIn.token)),
        language: booking.language,
        bookingId: booking.id,
        kind: 'parts-in',
      });
    const saved = allIn ? 'all-in' : 'arrived';
    return {
      answer: {
        redirect:
          values.back === 'visit'
            ? `${visitPartsHref(booking.reference)}?saved=${saved}`
            : `/office/parts?saved=${saved}`,
      },
      activity: {
        action: 'Part arrived',
        detail: `${oneLine(booking.name)} (${booking.reference}): ${part.description} (${part.partNumber})${allIn ? '; every part is in, the customer is told' : ''}`,
      },
      after: () => {
        if (!allIn) return;
        tools.nudge();
        tools.texts?.nudge();
      },
    };
  },
});
