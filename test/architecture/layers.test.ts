import { ESLint } from 'eslint';
import path from 'node:path';
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

  // Import cycles anywhere in these folders are refused by dependency-cruiser's no-cycle rule (npm run
  // boundaries); test/architecture/boundaries.test.ts proves it fires.
  it('lets each layer import the ones below it', async () => {
    const view = "import { business } from '../../data/business';\nexport const name = business.name;\n";
    const server = "import { Island } from '../../views/components/Island';\nexport const island = Island;\n";
    expect(await ruleIdsFor('views/components/Probe.ts', view)).toEqual([]);
    expect(await ruleIdsFor('server/pages/probe.ts', server)).toEqual([]);
  });
});
