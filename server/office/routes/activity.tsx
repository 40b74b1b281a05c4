import * as v from 'valibot';
import { ActivityPage } from '../../../views/office/ActivityPage';
import { pageNumber, readQuery } from '../../kernel/http/schemas';
import type { FeatureScreen } from '../lines';
import type { activityStore } from '../storage/activity';

const PAGE_SIZE = 50;

const ACTIVITY_QUERY = v.object({ page: pageNumber });

/** What the shell's own screen reads: the activity log, not the legacy store on the request. */
export interface ShellTools {
  activity: ReturnType<typeof activityStore>;
}

/** /office/activity: sign-ins and their failures, changes, exports and sign-outs, newest first. */
export const activityScreen: FeatureScreen<ShellTools> = async ({ query }, { activity }) => {
  const { page } = readQuery(ACTIVITY_QUERY, query);
  const { entries, total } = await activity.activity(page, PAGE_SIZE);
  return {
    page: {
      title: 'Activity',
      body: <ActivityPage entries={entries} page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} />,
    },
  };
};
