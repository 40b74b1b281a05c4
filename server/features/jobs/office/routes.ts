import { EVERY_ROLE, officeLines, type OfficeLine } from '../../../office';
import type { JobsOfficeTools } from '../tools';
import { partArrivedScreen } from './part-arrived';
import { ownPartPolicy } from './part-policy';
import { partRecordScreen } from './part-record';
import { partsScreen } from './parts';
import { visitPartsScreen } from './parts-visit';

/** The jobs' screens: parts on order and the return visit (docs/jobs.md). */
export function jobsOfficeLines(tools: JobsOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  // Parts: every role; a technician their own visits' (the visit's policy, or the part's job's first visit).
  const parts = [
    page('/office/parts', EVERY_ROLE, partsScreen, { nav: { label: 'Parts', order: 72 } }),
    change('/office/parts/:id/arrived', EVERY_ROLE, partArrivedScreen, { policy: ownPartPolicy(tools.database) }),
    page('/office/visits/:reference/parts', EVERY_ROLE, visitPartsScreen, { policy: tools.ownVisit }),
    change('/office/visits/:reference/parts', EVERY_ROLE, partRecordScreen, { policy: tools.ownVisit }),
  ];
  return [...parts];
}
