/**
 * The README's map names every feature the app is assembled from, in the order server/app/features.ts lists them,
 * and no feature that is not there: a newcomer reading the map finds each folder of server/features/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The features in features.ts's order: one `from '../features/<name>'` import each. */
function featuresInOrder(): string[] {
  return [...read('server/app/features.ts').matchAll(/from '\.\.\/features\/([a-z-]+)'/g)].map((match) => match[1]!);
}

/** The first column of the README's feature table, in its order. */
function featuresInReadme(): string[] {
  const readme = read('README.md');
  const start = readme.indexOf('<!-- features:');
  const table = readme.slice(start).split('\n\n')[1] ?? '';
  return [...table.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]!);
}

describe("the README's map", () => {
  it('lists every feature of features.ts, in its order', () => {
    expect(featuresInOrder().length).toBeGreaterThanOrEqual(10);
    expect(featuresInReadme()).toEqual(featuresInOrder());
  });

  it('leaves no folder of server/features/ unexplained', () => {
    const readme = read('README.md');
    for (const folder of readdirSync(path.join(root, 'server', 'features')))
      expect(readme, folder).toContain(`\`${folder}\``);
  });
});
