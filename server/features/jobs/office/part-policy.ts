import type { AppDatabase } from '../../../kernel/db/database';
import type { OfficePolicy } from '../../../office';
import { partOwner } from '../parts-store';

/**
 * "A technician marks in only their own jobs' parts", as booking's own-visit policy reads a visit: the desk may
 * mark any part; a technician a part of a job whose first visit is assigned to them. No such part is the 404: the
 * policy's for a technician, the screen's for the desk (after the CSRF check, so a forged post learns nothing).
 */
export function ownPartPolicy(database: AppDatabase): OfficePolicy {
  return {
    name: 'own part',
    async allows(user, params) {
      if (user.role !== 'technician') return 'allowed';
      await database.ready();
      const owner = await partOwner(database.db, params.id ?? '');
      if (!owner) return 'missing';
      return owner.technicianId === user.id ? 'allowed' : 'refused';
    },
    refusal: {
      title: 'Not your visit',
      message: 'This part is for a visit not assigned to you.',
      back: '/office/parts',
    },
  };
}
