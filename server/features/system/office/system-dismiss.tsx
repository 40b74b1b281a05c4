import { readFields } from '../../../kernel/http/schemas';
import { queueNamed } from '../queues';
import type { FeatureScreen } from '../../../office';
import type { SystemTools } from '../tools';
import { FAILED_MESSAGE_FORM } from './system-retry';

/**
 * POST /office/system/dismiss (owner): a message given up on is let go: it stays in its table as it is, but no
 * longer counts as a failure of its queue (nor keeps an incident open); the activity log says who.
 */
export const systemDismissScreen: FeatureScreen<SystemTools> = async (request, system) => {
  const { form, now, user } = request;
  const { queue, id } = readFields(FAILED_MESSAGE_FORM, form);
  if (!queueNamed(queue) || !id) return { notFound: true };
  if (!(await system.dismiss(queue, id, user.email, now))) return { redirect: '/office/system?done=gone' };
  await request.log('Queue message dismissed', `${queue} ${id}`);
  return { redirect: '/office/system?done=dismissed' };
};
