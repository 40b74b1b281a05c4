import * as v from 'valibot';
import { SystemPage } from '../../../../views/system/SystemPage';
import { notice, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { SystemTools } from '../tools';

const SYSTEM_QUERY = v.object({
  done: notice({
    retried: 'Put back in its queue: it goes out at the next look (within seconds).',
    dismissed: 'Dismissed: it no longer counts as a failure of its queue.',
    gone: 'That message was no longer a failure (retried or dismissed meanwhile): nothing changed.',
  }),
});

/**
 * /office/system (owner): each queue's backlog and oldest message, the messages given up on with their last
 * error and Retry and Dismiss, the open incidents, the database's size, the disk's free space and the version.
 */
export const systemScreen: FeatureScreen<SystemTools> = async ({ query, csrf, now }, system) => {
  const { done } = readQuery(SYSTEM_QUERY, query);
  const [queues, failed, incidents, storage] = await Promise.all([
    system.queues(now),
    system.failed(),
    system.incidents(),
    system.storage(),
  ]);
  return {
    page: {
      title: 'System',
      body: (
        <SystemPage
          queues={queues}
          failed={failed}
          incidents={incidents}
          storage={storage}
          version={system.version}
          thresholdMinutes={Math.round(system.thresholdMs / 60_000)}
          csrf={csrf}
          done={done}
        />
      ),
    },
  };
};
