import * as v from 'valibot';
import { readFields, text, cut } from '../../../kernel/http/schemas';
import { queueNamed } from '../queues';
import type { FeatureScreen } from '../../../office';
import type { SystemTools } from '../tools';

/** Which failed message: its queue's name and its id, as the System screen's form sends them. */
export const FAILED_MESSAGE_FORM = v.object({
  queue: v.pipe(text, cut(40)),
  id: v.pipe(text, cut(100)),
});

/**
 * POST /office/system/retry (owner): a message given up on goes back in its queue, due now, its attempts counted
 * from zero; the activity log says who. One that is no longer failed (or cannot be retried) changes nothing; an
 * unknown queue is a 404.
 */
export const systemRetryScreen: FeatureScreen<SystemTools> = async (request, system) => {
  const { form, now } = request;
  const { queue, id } = readFields(FAILED_MESSAGE_FORM, form);
  if (!queueNamed(queue) || !id) return { notFound: true };
  if (!(await system.retry(queue, id, now))) return { redirect: '/office/system?done=gone' };
  await request.log('Queue message retried', `${queue} ${id}`);
  return { redirect: '/office/system?done=retried' };
};
