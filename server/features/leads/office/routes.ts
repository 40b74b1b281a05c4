import { OFFICE_DESK, officeLines, type OfficeLine } from '../../../office';
import { leadScreen } from './lead';
import { leadNotesScreen } from './lead-notes';
import { leadStatusScreen } from './lead-status';
import { leadsScreen } from './leads';
import type { LeadsOfficeTools } from './tools';

/** The desk's leads: the list, one lead, its status and notes. */
export function leadsOfficeLines(tools: LeadsOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  return [
    page('/office/leads', OFFICE_DESK, leadsScreen, { nav: { label: 'Leads', order: 20 } }),
    page('/office/leads/:id', OFFICE_DESK, leadScreen),
    change('/office/leads/:id/status', OFFICE_DESK, leadStatusScreen),
    change('/office/leads/:id/notes', OFFICE_DESK, leadNotesScreen),
  ];
}
