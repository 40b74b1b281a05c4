import { OFFICE_DESK, officeLines, type OfficeLine } from '../../../office';
import { todayScreen } from './today';
import type { TodayOfficeTools } from './tools';

/** The desk's front door: today's visits, new leads and what needs doing. */
export function todayOfficeLines(tools: TodayOfficeTools): OfficeLine[] {
  const { page } = officeLines(tools);
  return [page('/office', OFFICE_DESK, todayScreen, { nav: { label: 'Today', order: 10 } })];
}
