import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source folder holds more than 20 files (issue 36, docs/boundaries.md): past that a folder is a heap to search,
 * not a place to read, and the feature or layer inside it wants a folder of its own. Counted per folder, its
 * subfolders apart. Source means code and styles; content (Markdown posts, images, JSON data) is not counted.
 */

const repo = path.resolve(import.meta.dirname, '..', '..');

/** The limit of issue 36 point 9; the tree reaches it with the move into features (today's does not yet). */
const MAX_FILES = 20;

const SOURCE = /\.(?:tsx?|[cm]?js|css)$/;

/** Each folder under `folder` (itself included) with the number of source files directly inside it. */
function sourceCounts(base: string, folder: string): { folder: string; files: number }[] {
  const entries = readdirSync(path.join(base, folder), { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && SOURCE.test(entry.name)).length;
  const below = entries
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => sourceCounts(base, path.posix.join(folder, entry.name)));
  return [{ folder, files }, ...below];
}

/** The folders over the limit, named with their count. */
function crowded(base: string, folders: string[]): string[] {
  return folders
    .flatMap((folder) => sourceCounts(base, folder))
    .filter(({ files }) => files > MAX_FILES)
    .map(({ folder, files }) => `${folder}: ${files} files`);
}

describe('source folders', () => {
  it(`hold at most ${MAX_FILES} source files each, in server/, views/, client/ and data/`, () => {
    expect(crowded(repo, ['server', 'views', 'client', 'data'])).toEqual([]);
  });

  it('are counted one by one, subfolders apart, content aside: the crowded one is named', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'car-folders-'));
    try {
      const write = (file: string) => {
        mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
        writeFileSync(path.join(base, file), '');
      };
      for (let i = 0; i < 21; i++) write(`server/crowded/deep/f${i}.ts`);
      for (let i = 0; i < 20; i++) write(`server/crowded/v${i}.tsx`);
      for (let i = 0; i < 10; i++) write(`server/crowded/post-${i}.md`);
      write('server/crowded/index.ts');
      for (let i = 0; i < 20; i++) write(`views/full/c${i}.css`);
      expect(crowded(base, ['server', 'views'])).toEqual(['server/crowded: 21 files', 'server/crowded/deep: 21 files']);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
