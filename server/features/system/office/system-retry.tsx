import * as v from 'valibot';
import { text, cut } from '../../../kernel/http/schemas';
import { queueNamed } from '../queues';
import { officeAction } from '../../../office';
import type { SystemTools } from '../tools';

/** Which failed message: its queue's name and its id, as the System screen's form sends them. */
export const FAILED_MESSAGE_FORM = v.object({
  queue: v.pipe(text, cut(40)),
  id: v.pipe(text, cut(100)),
});

/**
 * POST /office/system/retry (owner): a message given up on goes back in its queue, due now, its attempts counted
 * from zero; the activity log says who, in the change's transaction. One that is no longer failed (or cannot be retried) changes nothing; an
 * unknown queue is a 404.
 */
export const systemRetryScreen = officeAction<typeof FAILED_MESSAGE_FORM, SystemTools>({
  form: FAILED_MESSAGE_FORM,
  // Every field has a default: no form is refused, so this answer is never given.
  refused: () => ({ notFound: true }),
  async apply({ trx, values: { queue, id }, request, tools }) {
    if (!queueNamed(queue) || !id) return { answer: { notFound: true } };
    if (!(await tools.retryIn(trx, queue, id, request.now)))
      return { answer: { redirect: '/office/system?done=gone' } };
    return {
      answer: { redirect: '/office/system?done=retried' },
      activity: { action: 'Queue message retried', detail: `${queue} ${id}` },
    };
  },
});
