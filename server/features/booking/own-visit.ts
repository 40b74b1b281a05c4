import type { AppDatabase } from '../../kernel/db/database';
import type { OfficePolicy } from '../../office';

/**
 * "A technician sees and changes only their own visits": the office's one statement of it, as a policy on the
 * route (server/office/lines.ts). The desk (owner, dispatcher) may use any visit; a technician only one assigned
 * to them. The visit is the one the route's `:reference` names; no such visit is the route's 404.
 */
export function ownVisitPolicy(database: AppDatabase): OfficePolicy {
  return {
    name: 'own visit',
    async allows(user, params) {
      await database.ready();
      const row = await database.db
        .selectFrom('bookings')
        .select('technician_id')
        .where('reference', '=', params.reference ?? '')
        .executeTakeFirst();
      if (!row) return 'missing';
      if (user.role !== 'technician') return 'allowed';
      return row.technician_id === user.id ? 'allowed' : 'refused';
    },
    refusal: { title: 'Not your visit', message: 'This visit is not assigned to you.', back: '/office/my-day' },
  };
}
