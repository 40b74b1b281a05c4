import * as v from 'valibot';
import { ActivityPage } from '../../../views/office/ActivityPage';
import { pageNumber, readQuery } from '../../kernel/http/schemas';
import type { OfficeScreen } from '../http';

const PAGE_SIZE = 50;

const ACTIVITY_QUERY = v.object({ page: pageNumber });

/** /office/activity: sign-ins and their failures, changes, exports and sign-outs, newest first. */
export const activityScreen: OfficeScreen = async ({ store, query }) => {
  const { page } = readQuery(ACTIVITY_QUERY, query);
  const { entries, total } = await store.activity(page, PAGE_SIZE);
  return {
    page: {
      title: 'Activity',
      body: <ActivityPage entries={entries} page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} />,
    },
  };
};
