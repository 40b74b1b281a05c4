import type { AppDatabase } from '../../kernel/db/database';

/** What a customer may see of the technician coming: never the e-mail or phone. */
export interface TechnicianCardInfo {
  firstName: string;
  bio: string;
  /** An absolute or site-relative URL of the person's photo, when there is one. */
  photoUrl?: string;
}

/** The card of the technician with this office_users id, or undefined for no such person. */
export type TechnicianCardLookup = (userId: string) => Promise<TechnicianCardInfo | undefined>;

/**
 * The card from office_users alone: the first word of the name and the bio, without a photo: what booking and
 * visits show when they are not handed the team's (teamFeature's technicianCard, which knows the photos).
 */
export function localTechnicianCard(database: AppDatabase): TechnicianCardLookup {
  return async (userId) => {
    await database.ready();
    const row = await database.db
      .selectFrom('office_users')
      .select(['name', 'bio'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return { firstName: row.name.trim().split(' ')[0] ?? '', bio: row.bio.trim() };
  };
}
