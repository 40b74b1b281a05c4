import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fire when ESLint lints this source as if it were the named file. */
async function ruleIdsFor(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layers only point down: server → views → data', () => {
  it('refuses an import from server/ inside views/', async () => {
    const source = "import { createApp } from '../../server/app/app';\nexport const app = createApp;\n";
    expect(await ruleIdsFor('views/components/Probe.ts', source)).toContain('no-restricted-imports');
  });

  it('refuses an import from server/ inside client/, the browser bundle', async () => {
    const source =
      "import { validateContact } from '../../server/features/leads/validation';\nexport const v = validateContact;\n";
    expect(await ruleIdsFor('client/islands/probe.ts', source)).toContain('no-restricted-imports');
  });

  it('refuses an import of views/ or server/ inside data/', async () => {
    const fromViews = "import { Icon } from '../views/components/icons';\nexport const i = Icon;\n";
    const fromServer = "import { pageTitle } from '../../server/kernel/pages/page';\nexport const t = pageTitle;\n";
    expect(await ruleIdsFor('data/probe.ts', fromViews)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('data/blog/probe.ts', fromServer)).toContain('no-restricted-imports');
  });

  it('lets each layer import the ones below it', async () => {
    const view = "import { business } from '../../data/business';\nexport const name = business.name;\n";
    const server = "import { Island } from '../../views/components/Island';\nexport const island = Island;\n";
    expect(await ruleIdsFor('views/components/Probe.ts', view)).toEqual([]);
    expect(await ruleIdsFor('server/pages/probe.ts', server)).toEqual([]);
  });
});

/** Every .ts/.tsx file under the given top-level folders. */
function sourceFiles(...folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
  return folders.flatMap((folder) => walk(path.join(root, folder)));
}

/** The files a module imports (type-only imports included: a cycle through types still tangles the design). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
      return found ? [found] : [];
    });
}

/** Each cycle found by a depth-first walk, as the chain of files that closes it. */
function findCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(root, f)));
      return;
    }
    state.set(file, 'visiting');
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of files) visit(file, []);
  return cycles;
}

describe('imports', () => {
  it('form no cycle anywhere in server/, views/, client/ and data/', () => {
    expect(findCycles(sourceFiles('server', 'views', 'client', 'data'))).toEqual([]);
  });

  it('are what the cycle check reads: it does find a cycle when there is one', () => {
    const cycle = findCycles(sourceFiles('test/architecture/fixtures/cycle'));
    expect(cycle).toEqual([
      [
        'test/architecture/fixtures/cycle/a.ts',
        'test/architecture/fixtures/cycle/b.ts',
        'test/architecture/fixtures/cycle/a.ts',
      ],
    ]);
  });
});
