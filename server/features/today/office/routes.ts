import { OFFICE_DESK, officeLines, type OfficeLine } from '../../../office';
import { todayScreen } from './today';

/** The desk's front door: today's visits, new leads and what needs doing. */
export function todayOfficeLines(): OfficeLine[] {
  const { page } = officeLines(undefined);
  return [page('/office', OFFICE_DESK, todayScreen, { nav: { label: 'Today', order: 10 } })];
}
