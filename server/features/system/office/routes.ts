import { OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import type { SystemTools } from '../tools';
import { systemScreen } from './system';
import { systemDismissScreen } from './system-dismiss';
import { systemRetryScreen } from './system-retry';

/** The queues, storage and version, and what to do with a message given up on (docs/operations.md). */
export function systemOfficeLines(tools: SystemTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  return [
    page('/office/system', OWNER_ONLY, systemScreen, { nav: { label: 'System', order: 130 } }),
    change('/office/system/retry', OWNER_ONLY, systemRetryScreen),
    change('/office/system/dismiss', OWNER_ONLY, systemDismissScreen),
  ];
}
