import { officeLines, type OfficeLine } from '../../../office';
import type { JobsOfficeTools } from '../tools';

/** The jobs' screens: parts on order and the return visit (docs/jobs.md). */
export function jobsOfficeLines(tools: JobsOfficeTools): OfficeLine[] {
  officeLines(tools);
  return [];
}
