import { ActivityPage } from '../../../views/office/ActivityPage';
import type { OfficeScreen } from '../http';
import { pageNumber } from './leads';

const PAGE_SIZE = 50;

/** /office/activity: sign-ins and their failures, changes, exports and sign-outs, newest first. */
export const activityScreen: OfficeScreen = async ({ store, query }) => {
  const page = pageNumber(query.get('page'));
  const { entries, total } = await store.activity(page, PAGE_SIZE);
  return {
    page: {
      title: 'Activity',
      body: <ActivityPage entries={entries} page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} />,
    },
  };
};
