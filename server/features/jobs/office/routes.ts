import { EVERY_ROLE, officeLines, type OfficeLine } from '../../../office';
import type { JobsOfficeTools } from '../tools';
import { returnVisitBookScreen, returnVisitScreen } from './return-visit-screens';

/**
 * The jobs' screens: parts on order and the return visit (docs/jobs.md). The return visit is booked by the
 * owner and the desk on any job, and by a technician on their own visit's job (the route's "own visit" policy).
 */
export function jobsOfficeLines(tools: JobsOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  const policy = tools.ownVisit;
  return [
    page('/office/visits/:reference/return-visit', EVERY_ROLE, returnVisitScreen, { policy }),
    change('/office/visits/:reference/return-visit', EVERY_ROLE, returnVisitBookScreen, { policy }),
  ];
}
