import * as v from 'valibot';
import { ActivityPage } from '../../../views/office/ActivityPage';
import { calendarDay, cut, oneLineText, pageNumber, readQuery } from '../../kernel/http/schemas';
import type { FeatureScreen } from '../lines';
import type { activityStore, ActivityFilter } from '../storage/activity';

const PAGE_SIZE = 50;

const ACTIVITY_QUERY = v.object({
  page: pageNumber,
  person: v.pipe(oneLineText, cut(64)),
  kind: v.pipe(oneLineText, cut(120)),
  from: v.pipe(oneLineText, cut(40)),
  to: v.pipe(oneLineText, cut(40)),
});

const NOT_A_DAY = 'Please give a real day, like 2026-11-24.';

/** What the shell's own screen reads: the activity log, not the legacy store on the request. */
export interface ShellTools {
  activity: ReturnType<typeof activityStore>;
}

/**
 * /office/activity: sign-ins and their failures, changes, exports and sign-outs, newest first, narrowed by
 * ?person= (an account's id), ?kind= and the days ?from= and ?to=; a person's sign-ins of a day are one line.
 */
export const activityScreen: FeatureScreen<ShellTools> = async ({ query }, { activity }) => {
  const typed = readQuery(ACTIVITY_QUERY, query);
  const errors: { from?: string; to?: string } = {};
  const from = calendarDay(typed.from);
  const to = calendarDay(typed.to);
  if (typed.from && !from) errors.from = NOT_A_DAY;
  if (typed.to && !to) errors.to = NOT_A_DAY;
  if (from && to && from > to) errors.to = 'The last day must be on or after the first.';
  const filter: ActivityFilter = {
    ...(typed.person ? { person: typed.person } : {}),
    ...(typed.kind ? { kind: typed.kind } : {}),
    // A day refused narrows nothing: the screen says why beside the field.
    ...(from && !errors.to ? { from } : {}),
    ...(to && !errors.to ? { to } : {}),
  };
  const [{ entries, total }, people, kinds] = await Promise.all([
    activity.activity(filter, typed.page, PAGE_SIZE),
    activity.people(),
    activity.kinds(),
  ]);
  return {
    page: {
      title: 'Activity',
      status: errors.from || errors.to ? 400 : 200,
      body: (
        <ActivityPage
          entries={entries}
          page={typed.page}
          pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          total={total}
          filters={{ person: typed.person, kind: typed.kind, from: typed.from, to: typed.to }}
          people={people}
          kinds={kinds}
          errors={errors}
        />
      ),
    },
  };
};
