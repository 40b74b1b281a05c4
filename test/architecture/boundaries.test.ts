import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Probes of the boundary rules (.dependency-cruiser.mjs, docs/boundaries.md): a small tree shaped like the layout,
 * with one purpose-made violating import per rule and legal imports beside them, cruised with the very rules
 * `npm run boundaries` runs. Each rule must flag its violation and nothing legal.
 */

const repo = path.resolve(import.meta.dirname, '..', '..');

interface Rules {
  boundaries(root: string): IConfiguration;
  featureOrder(root: string): string[];
}
const rules = (await import(path.join(repo, '.dependency-cruiser.mjs'))) as Rules;

/** A tree shaped like the target layout: file → source. The legal imports are the ones no test expects flagged. */
const tree: Record<string, string> = {
  'tsconfig.json': readFileSync(path.join(repo, 'tsconfig.json'), 'utf8'),
  'node_modules/left-pad/package.json': '{ "name": "left-pad", "version": "1.0.0", "main": "index.js" }',
  'node_modules/left-pad/index.js': 'module.exports = (s) => s;\n',

  'server/kernel/db/database.ts': "export const openDatabase = () => 'db';\n",
  'server/kernel/http/errors.ts': "export const notFound = () => 'not found';\n",
  'server/kernel/clock.ts': "import { openDatabase } from './db/database';\nexport const now = () => openDatabase();\n",
  'server/kernel/leaky.ts': "import { a } from '../features/a';\nexport const leak = a;\n",
  'server/kernel/db/migrations/0001-legal.ts': [
    "import { randomUUID } from 'node:crypto';",
    "import pad from 'left-pad';",
    "import { openDatabase } from '../database';",
    'export const up = () => pad(openDatabase() + randomUUID());',
    '',
  ].join('\n'),
  'server/kernel/db/migrations/0002-feature.ts':
    "import { inner } from '../../../features/a/inner';\nexport const up = inner;\n",
  'server/kernel/db/migrations/0003-http.ts':
    "import { notFound } from '../../http/errors';\nexport const up = notFound;\n",

  'server/office/shell.ts': "import { now } from '../kernel/clock';\nexport const shell = now;\n",
  'server/office/reaching.ts': "import { b } from '../features/b';\nexport const reach = b;\n",
  'server/office/composing.ts': "import { features } from '../app/features';\nexport const all = features;\n",

  'server/app/features.ts': [
    '// The import order is the feature order.',
    "import { a } from '../features/a';",
    "import { b } from '../features/b';",
    'export const features = [a, b];',
    '',
  ].join('\n'),

  'server/features/a/index.ts': "import { inner } from './inner';\nexport const a = inner;\n",
  'server/features/a/inner.ts':
    "import { now } from '../../kernel/clock';\nexport const inner = now;\nexport type Inner = string;\n",
  'server/features/a/office/screen.ts':
    "import { shell } from '../../../office/shell';\nexport const screen = shell;\n",
  'server/features/a/later.ts': "import { b } from '../b';\nexport const later = b;\n",
  'server/features/b/index.ts': "import { a } from '../a';\nexport const b = a;\n",
  'server/features/b/deep.ts': "import { inner } from '../a/inner';\nexport const deep = inner;\n",
  'server/features/b/deep-type.ts': "import type { Inner } from '../a/inner';\nexport const typed: Inner = '';\n",
  'server/features/c/index.ts': "import { a } from '../a';\nexport const c = a;\n",

  'views/components/Ok.tsx': "import { name } from '../../data/business';\nexport const Ok = () => name;\n",
  'views/components/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;\n",
  'views/components/pong.ts': "import type { ping } from './ping';\nexport const pong: typeof ping | null = null;\n",
  'views/components/Typo.tsx': "import { Ok } from './Okay';\nexport const Typo = Ok;\n",
  'views/Leak.tsx': "import { now } from '../server/kernel/clock';\nexport const Leak = now;\n",
  'client/islands/leak.ts': "import { a } from '../../server/features/a';\nexport const leak = a;\n",
  'data/business.ts': "export const name = 'Capital Appliance Repair';\n",
  'data/leak.ts': "import { notFound } from '../server/kernel/http/errors';\nexport const leak = notFound;\n",
  'data/upward.ts': "import { Ok } from '../views/components/Ok';\nexport const up = Ok;\n",
};

function build(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'car-boundaries-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

interface Found {
  rule: string;
  from: string;
  to: string;
  /** The modules of a cycle, in order, for a cycle's report. */
  cycle?: string[];
}

/** The violations the rules report for the tree at `root`, as rule, from and to. */
async function violations(root: string): Promise<Found[]> {
  const config = rules.boundaries(root);
  const { output } = await cruise(
    ['server', 'views', 'client', 'data'],
    { ...config.options, ruleSet: config, validate: true },
    {},
    { tsConfig: extractTSConfig(path.join(root, 'tsconfig.json')) },
  );
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations
    .map(({ rule, from, to, cycle }) => ({
      rule: rule.name,
      from,
      to,
      ...(cycle ? { cycle: cycle.map((step) => step.name) } : {}),
    }))
    .sort((x, y) => `${x.rule} ${x.from} ${x.to}`.localeCompare(`${y.rule} ${y.from} ${y.to}`));
}

const roots: string[] = [];
let found: Found[] = [];

beforeAll(async () => {
  roots.push(build(tree));
  found = await violations(roots[0]!);
}, 60_000);

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** What the rules reported for imports made by `from`. */
const flaggedFrom = (from: string) => found.filter((violation) => violation.from === from);

describe('the boundary rules, probed with purpose-made imports', () => {
  it('refuse a kernel module that imports a feature', () => {
    expect(flaggedFrom('server/kernel/leaky.ts')).toEqual([
      { rule: 'kernel-knows-no-feature', from: 'server/kernel/leaky.ts', to: 'server/features/a/index.ts' },
    ]);
    expect(flaggedFrom('server/kernel/clock.ts')).toEqual([]);
  });

  it('refuse the office shell importing a feature or the app, and let a feature use the shell', () => {
    expect(flaggedFrom('server/office/reaching.ts')).toEqual([
      { rule: 'shell-knows-no-feature', from: 'server/office/reaching.ts', to: 'server/features/b/index.ts' },
    ]);
    expect(flaggedFrom('server/office/composing.ts')).toEqual([
      { rule: 'shell-knows-no-feature', from: 'server/office/composing.ts', to: 'server/app/features.ts' },
    ]);
    expect(flaggedFrom('server/office/shell.ts')).toEqual([]);
    expect(flaggedFrom('server/features/a/office/screen.ts')).toEqual([]);
  });

  it("refuse a feature reaching past another's index.ts, type-only imports included, and allow the door", () => {
    expect(flaggedFrom('server/features/b/deep.ts')).toEqual([
      { rule: 'feature-one-door', from: 'server/features/b/deep.ts', to: 'server/features/a/inner.ts' },
    ]);
    expect(flaggedFrom('server/features/b/deep-type.ts')).toEqual([
      { rule: 'feature-one-door', from: 'server/features/b/deep-type.ts', to: 'server/features/a/inner.ts' },
    ]);
    expect(flaggedFrom('server/features/b/index.ts')).toEqual([]);
    expect(flaggedFrom('server/features/a/index.ts')).toEqual([]);
  });

  it('refuse a feature importing one listed after it in features.ts, or an unlisted one importing any', () => {
    expect(rules.featureOrder(roots[0]!)).toEqual(['a', 'b']);
    expect(flaggedFrom('server/features/a/later.ts')).toEqual([
      { rule: 'feature-order/a', from: 'server/features/a/later.ts', to: 'server/features/b/index.ts' },
    ]);
    expect(flaggedFrom('server/features/c/index.ts')).toEqual([
      { rule: 'feature-order/unlisted', from: 'server/features/c/index.ts', to: 'server/features/a/index.ts' },
    ]);
  });

  it('refuse a cycle, even one closed by a type-only import', () => {
    // One report per cycle, at the first of its modules; pong.ts closes it with `import type` alone.
    expect(found.filter((violation) => violation.rule === 'no-cycle')).toEqual([
      {
        rule: 'no-cycle',
        from: 'views/components/ping.ts',
        to: 'views/components/pong.ts',
        cycle: ['views/components/pong.ts', 'views/components/ping.ts'],
      },
    ]);
  });

  it('refuse views/, client/ and data/ importing server/, and data/ importing views/', () => {
    expect(flaggedFrom('views/Leak.tsx')).toEqual([
      { rule: 'views-client-data-not-server', from: 'views/Leak.tsx', to: 'server/kernel/clock.ts' },
    ]);
    expect(flaggedFrom('client/islands/leak.ts')).toEqual([
      { rule: 'views-client-data-not-server', from: 'client/islands/leak.ts', to: 'server/features/a/index.ts' },
    ]);
    expect(flaggedFrom('data/leak.ts')).toEqual([
      { rule: 'views-client-data-not-server', from: 'data/leak.ts', to: 'server/kernel/http/errors.ts' },
    ]);
    expect(flaggedFrom('data/upward.ts')).toEqual([
      { rule: 'data-imports-only-data', from: 'data/upward.ts', to: 'views/components/Ok.tsx' },
    ]);
    expect(flaggedFrom('views/components/Ok.tsx')).toEqual([]);
  });

  it('refuse a migration importing a feature or kernel code outside db/, and allow db/, npm and node', () => {
    expect(flaggedFrom('server/kernel/db/migrations/0002-feature.ts')).toEqual([
      {
        rule: 'kernel-knows-no-feature',
        from: 'server/kernel/db/migrations/0002-feature.ts',
        to: 'server/features/a/inner.ts',
      },
      {
        rule: 'migration-frozen',
        from: 'server/kernel/db/migrations/0002-feature.ts',
        to: 'server/features/a/inner.ts',
      },
    ]);
    expect(flaggedFrom('server/kernel/db/migrations/0003-http.ts')).toEqual([
      {
        rule: 'migration-frozen',
        from: 'server/kernel/db/migrations/0003-http.ts',
        to: 'server/kernel/http/errors.ts',
      },
    ]);
    expect(flaggedFrom('server/kernel/db/migrations/0001-legal.ts')).toEqual([]);
  });

  it('refuse an import that cannot be resolved, which no other rule could judge', () => {
    expect(flaggedFrom('views/components/Typo.tsx')).toEqual([
      { rule: 'resolvable', from: 'views/components/Typo.tsx', to: './Okay' },
    ]);
  });

  it('flag nothing but the purpose-made violations', () => {
    const expected = new Set([
      'server/kernel/leaky.ts',
      'server/kernel/db/migrations/0002-feature.ts',
      'server/kernel/db/migrations/0003-http.ts',
      'server/office/reaching.ts',
      'server/office/composing.ts',
      'server/features/a/later.ts',
      'server/features/b/deep.ts',
      'server/features/b/deep-type.ts',
      'server/features/c/index.ts',
      'views/components/ping.ts',
      'views/Leak.tsx',
      'client/islands/leak.ts',
      'data/leak.ts',
      'data/upward.ts',
      'views/components/Typo.tsx',
    ]);
    expect(found.filter((violation) => !expected.has(violation.from))).toEqual([]);
  });
});

describe('the feature order', () => {
  it('is read from the import order of features.ts: listing b before a turns the legal import around', async () => {
    const root = build({
      ...tree,
      'server/app/features.ts':
        "import { b } from '../features/b';\nimport { a } from '../features/a';\nexport const f = [b, a];\n",
    });
    roots.push(root);
    expect(rules.featureOrder(root)).toEqual(['b', 'a']);
    const order = (await violations(root)).filter((violation) => violation.rule.startsWith('feature-order/'));
    expect(order).toEqual([
      { rule: 'feature-order/b', from: 'server/features/b/deep-type.ts', to: 'server/features/a/inner.ts' },
      { rule: 'feature-order/b', from: 'server/features/b/deep.ts', to: 'server/features/a/inner.ts' },
      { rule: 'feature-order/b', from: 'server/features/b/index.ts', to: 'server/features/a/index.ts' },
      { rule: 'feature-order/unlisted', from: 'server/features/c/index.ts', to: 'server/features/a/index.ts' },
    ]);
  });

  it('must be there: features.ts that imports no feature index is itself a violation', async () => {
    const root = build({ ...tree, 'server/app/features.ts': 'export const features = [];\n' });
    roots.push(root);
    expect(rules.featureOrder(root)).toEqual([]);
    expect((await violations(root)).filter((violation) => violation.rule === 'features-listed')).toEqual([
      { rule: 'features-listed', from: 'server/app/features.ts', to: 'server/app/features.ts' },
    ]);
  });
});
