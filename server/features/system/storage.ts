import { statfs, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppDatabase } from '../../kernel/db/database';

/** The version the running build was made from (package.json's). */
export const APP_VERSION: string = packageJson.version;

/** What the System screen says of where the data lives: the database's size, and the free space beside it. */
export interface StorageFacts {
  /** Bytes the database takes (SQLite: the file and its write-ahead log), or undefined when it cannot be read. */
  databaseBytes?: number;
  /** Where the free space below was measured. */
  diskPath: string;
  diskFreeBytes?: number;
  diskTotalBytes?: number;
}

const sizeOf = (file: string) =>
  stat(file).then(
    (facts) => facts.size,
    () => 0,
  );

/**
 * SQLite: the file and its WAL, and the disk they are on. PostgreSQL: pg_database_size(), and this server's own
 * working directory (the database's disk is the database server's to watch).
 */
export async function storageFacts(database: AppDatabase): Promise<StorageFacts> {
  const { config } = database;
  let databaseBytes: number | undefined;
  let diskPath: string;
  if (config.engine === 'sqlite') {
    databaseBytes = (await sizeOf(config.file)) + (await sizeOf(`${config.file}-wal`));
    diskPath = path.dirname(path.resolve(config.file));
  } else {
    const { rows } = await sql<{
      bytes: string | number;
    }>`select pg_database_size(current_database()) as bytes`.execute(database.db);
    databaseBytes = rows[0] ? Number(rows[0].bytes) : undefined;
    diskPath = process.cwd();
  }
  const disk = await statfs(diskPath).catch(() => undefined);
  return {
    ...(databaseBytes === undefined ? {} : { databaseBytes }),
    diskPath,
    ...(disk ? { diskFreeBytes: disk.bavail * disk.bsize, diskTotalBytes: disk.blocks * disk.bsize } : {}),
  };
}
