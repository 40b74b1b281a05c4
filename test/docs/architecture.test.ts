/**
 * docs/architecture.md draws the feature graph: which feature uses which (through its index.ts). The drawing is
 * the imports, not a wish: this test reads both and fails when they differ, printing the lines the document needs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const featuresDir = path.join(root, 'server', 'features');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

/** "a --> b" for each feature a whose files import feature b (b's index.ts; type-only imports included). */
function featureEdges(): string[] {
  const edges = new Set<string>();
  for (const feature of readdirSync(featuresDir)) {
    for (const file of walk(path.join(featuresDir, feature))) {
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), fileName));
        const other = target.split(path.sep)[0];
        if (other && other !== feature && !other.startsWith('..')) edges.add(`${feature} --> ${other}`);
      }
    }
  }
  return [...edges].sort();
}

/** The edges drawn in the document's mermaid block. */
function drawnEdges(): string[] {
  const doc = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const block = doc.slice(doc.indexOf('```mermaid'), doc.indexOf('```', doc.indexOf('```mermaid') + 3));
  return [...block.matchAll(/^ {2}([a-z-]+ --> [a-z-]+)$/gm)].map((match) => match[1]!).sort();
}

describe('the architecture document', () => {
  it('draws every dependency between features there is, and none there is not', () => {
    expect(drawnEdges()).toEqual(featureEdges());
  });
});
