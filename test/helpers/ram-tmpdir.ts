import { statfsSync } from 'node:fs';

/** Free room the RAM disk must have: more than a run's temporary files take (SQLite copies, a cluster, profiles). */
const ROOM_BYTES = 2 * 1024 ** 3;

/**
 * The suites' temporary files go on the RAM disk when the machine has one with room (Linux's /dev/shm), unless
 * TMPDIR names a folder already. Their SQLite databases sync every commit, as in production (`PRAGMA synchronous =
 * FULL`): on the CI machine's disk each sync waits for the filesystem's journal, on a RAM disk it returns at once.
 * The engines run the same statements either way; only where the bytes land changes (docs/testing.md, "CI time,
 * thirteenth pass"). Called by both Vitest configurations, before their global set-up and workers start, so every
 * `os.tmpdir()` of the run agrees.
 */
export function temporaryFilesOnRamDisk(): void {
  if (process.env.TMPDIR) return;
  try {
    const disk = statfsSync('/dev/shm');
    if (disk.bavail * disk.bsize < ROOM_BYTES) return;
  } catch {
    return;
  }
  process.env.TMPDIR = '/dev/shm';
}
