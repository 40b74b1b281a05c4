import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The container runs the Node major version the tests run on: the Dockerfile's default, package.json's engines,
 * the server bundle's target and what the docs tell people to install all name the major running this suite.
 * Moving to a new Node means moving CI and all of these together.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const [major, minor, patch] = process.versions.node.split('.').map(Number) as [number, number, number];

describe('one Node version from the tests to the image', () => {
  it("the Dockerfile's NODE_VERSION default is the running major version, and every stage uses it", () => {
    const dockerfile = read('Dockerfile');
    const defaults = [...dockerfile.matchAll(/^ARG NODE_VERSION=(\S+)$/gm)].map((match) => match[1]);
    expect(defaults).toEqual([String(major)]);
    const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const image of stages) expect(image).toMatch(/^node:\$\{NODE_VERSION\}-/);
    // Build and run on the same Debian release, so anything compiled in the first stage runs in the second.
    const releases = new Set(stages.map((image) => /-(\w+)(?:-slim)?$/.exec(image!)?.[1]));
    expect(releases.size).toBe(1);
    expect(stages.at(-1)).toMatch(/-slim$/);
  });

  it('package.json engines accept the running version and no other major', () => {
    const { engines, devDependencies } = JSON.parse(read('package.json')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    const range = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(engines.node);
    expect(range, `engines.node should be a caret range such as ^${major}.0.0 (got "${engines.node}")`).not.toBeNull();
    const [, wantMajor, wantMinor, wantPatch] = range!.map(Number) as number[];
    expect(wantMajor).toBe(major);
    expect(minor * 1000 + patch).toBeGreaterThanOrEqual(wantMinor! * 1000 + wantPatch!);
    // The type definitions describe the same runtime.
    expect(devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
  });

  it('the server bundle targets the running major version', () => {
    expect([...read('scripts/build.ts').matchAll(/target: 'node(\d+)'/g)].map((match) => Number(match[1]))).toEqual([
      major,
    ]);
  });

  it('the README and the deployment guide name that major version and no other', () => {
    for (const file of ['README.md', 'docs/deploying.md']) {
      const named = [...read(file).matchAll(/\bnode[ :]?(\d{2})\b/gi)].map((match) => Number(match[1]));
      expect(named.length, `${file} names the Node version`).toBeGreaterThan(0);
      expect(new Set(named), file).toEqual(new Set([major]));
    }
  });
});
