import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import { bytesOf } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import type { EncodedPhoto } from '../../kernel/images';

/** What a customer may see of a technician: the first word of their name, their line, their photo. */
export interface TechnicianCard {
  firstName: string;
  bio: string;
  /** /team/photos/{id}, when they have a photo. */
  photoUrl?: string;
}

export const photoPath = (userId: string) => `/team/photos/${encodeURIComponent(userId)}`;

/** The user ids are random UUIDs; anything else is no photo, without a query. */
const USER_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

/**
 * Stores a photo already re-encoded by server/kernel/images/, replacing the one before, through `db`: the database,
 * or the transaction of the profile change it belongs to (the re-encoding is done before that transaction).
 */
export async function savePhotoIn(db: Kysely<Tables>, userId: string, photo: EncodedPhoto, now: Date): Promise<void> {
  const values = { bytes: photo.bytes, content_type: photo.contentType, updated_at: now.toISOString() };
  await db
    .insertInto('team_photos')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Removes a person's photo through `db`: the database, or the transaction of the profile change. */
export async function removePhotoIn(db: Kysely<Tables>, userId: string): Promise<void> {
  await db.deleteFrom('team_photos').where('user_id', '=', userId).execute();
}

/** The team's photos (team_photos) and the cards made of a team member's public face. */
export function teamStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    async photo(userId: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      if (!USER_ID.test(userId)) return undefined;
      await ready();
      const row = await db
        .selectFrom('team_photos')
        .innerJoin('office_users', 'office_users.id', 'team_photos.user_id')
        .select(['team_photos.bytes as bytes', 'team_photos.content_type as content_type'])
        .where('team_photos.user_id', '=', userId)
        .where('office_users.removed_at', 'is', null)
        .executeTakeFirst();
      return row && { bytes: bytesOf(row.bytes), contentType: row.content_type };
    },

    /** Stores a photo already re-encoded by server/kernel/images/, replacing the one before. */
    async savePhoto(userId: string, photo: EncodedPhoto, now: Date): Promise<void> {
      await ready();
      await savePhotoIn(db, userId, photo, now);
    },

    async removePhoto(userId: string): Promise<void> {
      await ready();
      await removePhotoIn(db, userId);
    },

    /**
     * The card of a team member for customers (the "on the way" e-mail, the manage page): the first word of the
     * name only, never the e-mail or phone. Undefined for an unknown id or an account without a name, which
     * customers cannot be told about; a removed account keeps its name but has no photo or bio.
     */
    async technicianCard(userId: string): Promise<TechnicianCard | undefined> {
      if (!USER_ID.test(userId)) return undefined;
      await ready();
      const row = await db
        .selectFrom('office_users')
        .leftJoin('team_photos', 'team_photos.user_id', 'office_users.id')
        .select(['office_users.name as name', 'office_users.bio as bio', 'team_photos.user_id as photo'])
        .where('office_users.id', '=', userId)
        .executeTakeFirst();
      return row && cardOf({ ...row, id: userId });
    },

    /**
     * The technicians the site introduces on /about (Our Team): active ones only (a removed account is gone from
     * the site), each as technicianCard shows them, in the order they joined. Never the e-mail or phone.
     */
    async publicTeam(limit: number): Promise<TechnicianCard[]> {
      await ready();
      const rows = await db
        .selectFrom('office_users')
        .leftJoin('team_photos', 'team_photos.user_id', 'office_users.id')
        .select([
          'office_users.id as id',
          'office_users.name as name',
          'office_users.bio as bio',
          'team_photos.user_id as photo',
        ])
        .where('office_users.role', '=', 'technician')
        .where('office_users.removed_at', 'is', null)
        .where('office_users.name', '<>', '')
        .orderBy('office_users.created_at')
        .orderBy('office_users.id')
        .limit(limit)
        .execute();
      return rows.flatMap((row) => cardOf(row) ?? []);
    },
  };
}

/** The first word of the name only; undefined for an account without a name, which customers cannot be told about. */
function cardOf(row: { id: string; name: string; bio: string; photo: string | null }): TechnicianCard | undefined {
  const firstName = row.name.trim().split(/\s+/)[0] ?? '';
  if (firstName === '') return undefined;
  return { firstName, bio: row.bio, ...(row.photo ? { photoUrl: photoPath(row.id) } : {}) };
}

export type TeamStore = ReturnType<typeof teamStore>;
