import { EVERY_ROLE, officeLines, type OfficeLine } from '../../../office';
import type { JobsOfficeTools } from '../tools';
import { partArrivedScreen } from './part-arrived';
import { ownPartPolicy } from './part-policy';
import { partRecordScreen } from './part-record';
import { partsScreen } from './parts';
import { visitPartsScreen } from './parts-visit';
import { returnVisitBookScreen, returnVisitScreen } from './return-visit-screens';

/**
 * The jobs' screens: parts on order and the return visit (docs/jobs.md). The return visit is booked by the
 * owner and the desk on any job, and by a technician on their own visit's job (the route's "own visit" policy).
 */
export function jobsOfficeLines(tools: JobsOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  // Parts: every role; a technician their own visits' (the visit's policy, or the part's job's first visit).
  const parts = [
    page('/office/parts', EVERY_ROLE, partsScreen, { nav: { label: 'Parts', order: 72 } }),
    change('/office/parts/:id/arrived', EVERY_ROLE, partArrivedScreen, { policy: ownPartPolicy(tools.database) }),
    page('/office/visits/:reference/parts', EVERY_ROLE, visitPartsScreen, { policy: tools.ownVisit }),
    change('/office/visits/:reference/parts', EVERY_ROLE, partRecordScreen, { policy: tools.ownVisit }),
  ];
  const policy = tools.ownVisit;
  const returnVisit = [
    page('/office/visits/:reference/return-visit', EVERY_ROLE, returnVisitScreen, { policy }),
    change('/office/visits/:reference/return-visit', EVERY_ROLE, returnVisitBookScreen, { policy }),
  ];
  return [...parts, ...returnVisit];
}
