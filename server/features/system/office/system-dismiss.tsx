import { queueNamed } from '../queues';
import { officeAction } from '../../../office';
import type { SystemTools } from '../tools';
import { FAILED_MESSAGE_FORM } from './system-retry';

/**
 * POST /office/system/dismiss (owner): a message given up on is let go: it stays in its table as it is, but no
 * longer counts as a failure of its queue (nor keeps an incident open); the activity log says who, in the change's transaction.
 */
export const systemDismissScreen = officeAction<typeof FAILED_MESSAGE_FORM, SystemTools>({
  form: FAILED_MESSAGE_FORM,
  // Every field has a default: no form is refused, so this answer is never given.
  refused: () => ({ notFound: true }),
  async apply({ trx, values: { queue, id }, request, tools }) {
    if (!queueNamed(queue) || !id) return { answer: { notFound: true } };
    if (!(await tools.dismissIn(trx, queue, id, request.user.email, request.now)))
      return { answer: { redirect: '/office/system?done=gone' } };
    return {
      answer: { redirect: '/office/system?done=dismissed' },
      activity: { action: 'Queue message dismissed', detail: `${queue} ${id}` },
    };
  },
});
