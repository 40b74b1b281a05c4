import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
const root = process.cwd();
const walk = (d: string): string[] =>
  readdirSync(d).flatMap((n) => {
    const f = path.join(d, n);
    return statSync(f).isDirectory() ? walk(f) : /\.tsx?$/.test(n) ? [f] : [];
  });
const files = ['server', 'views', 'client', 'data', 'scripts'].flatMap((f) => walk(path.join(root, f)));
const res = (file: string, spec: string) => {
  const b = path.resolve(path.dirname(file), spec);
  return [b, b + '.ts', b + '.tsx', path.join(b, 'index.ts'), path.join(b, 'index.tsx')].find((c) => {
    try {
      return statSync(c).isFile();
    } catch {
      return false;
    }
  });
};
const filt = process.argv[2] ?? '';
for (const f of files) {
  const rel = path.relative(root, f);
  if (!rel.startsWith(filt)) continue;
  const imps = ts
    .preProcessFile(readFileSync(f, 'utf8'), true, true)
    .importedFiles.map((i) => i.fileName)
    .filter((s) => s.startsWith('.'))
    .map((s) => res(f, s))
    .filter(Boolean)
    .map((t) => path.relative(root, t!));
  console.log(rel + ' -> ' + imps.filter((i) => i.startsWith('server')).join(' '));
}
