import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The boundary rules of the layout (docs/boundaries.md, decision 0045), run by `npm run boundaries` in `npm test`.
 * Paths are relative to the tree's root. The default export is the rule set for this repository; `boundaries`
 * builds the same rules for another tree (test/architecture/boundaries.test.ts points it at a purpose-made one).
 */

/** Where the composition root lists the features, in the order each may use only those before it. */
export const FEATURES_FILE = 'server/app/features.ts';

/**
 * The features in the order server/app/features.ts imports them (`from '../features/<name>'`): that file's import
 * order is the feature order. TypeScript's own pre-processor reads the imports, so a commented-out one does not
 * count and a type-only one does.
 */
export function featureOrder(root) {
  const file = path.join(root, FEATURES_FILE);
  if (!existsSync(file)) throw new Error(`${FEATURES_FILE} not found under ${root}: the feature order is read from it`);
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const names = importedFiles
    .map(({ fileName }) => /^\.\.\/features\/([^/]+)(?:\/index(?:\.tsx?)?)?$/.exec(fileName)?.[1])
    .filter((name) => name !== undefined);
  return [...new Set(names)];
}

/** A name as a literal inside a regular expression. */
const literal = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One rule per feature: it may import the features listed before it and itself, nothing else under
 * server/features/. A feature missing from the list may import no other feature until it is listed.
 */
function orderRules(order) {
  const rules = order.map((name, position) => ({
    name: `feature-order/${name}`,
    comment:
      `${name} may import only the features listed before it in ${FEATURES_FILE} ` +
      `(${order.slice(0, position).join(', ') || 'none'}): the list is the order features are built in, and no cycle.`,
    severity: 'error',
    from: { path: `^server/features/${literal(name)}/` },
    to: {
      path: '^server/features/[^/]+/',
      pathNot: `^server/features/(${order
        .slice(0, position + 1)
        .map(literal)
        .join('|')})/`,
    },
  }));
  const listed = order.map(literal).join('|');
  rules.push({
    name: 'feature-order/unlisted',
    comment: `A folder under server/features/ that ${FEATURES_FILE} does not import has no place in the order yet.`,
    severity: 'error',
    from: { path: listed ? `^server/features/((?!(?:${listed})/)[^/]+)/` : '^server/features/([^/]+)/' },
    to: { path: '^server/features/[^/]+/', pathNot: '^server/features/$1/' },
  });
  return rules;
}

/** The rule set for the tree at `root`. */
export function boundaries(root) {
  return {
    forbidden: [
      {
        name: 'kernel-knows-no-feature',
        comment: 'server/kernel/ is what every feature builds on: it may not import a feature, the office or the app.',
        severity: 'error',
        from: { path: '^server/kernel/' },
        to: { path: '^server/(features|office|app)/' },
      },
      {
        name: 'shell-knows-no-feature',
        comment: 'The office shell mounts the screens features bring; it imports no feature and not the app.',
        severity: 'error',
        from: { path: '^server/office/' },
        to: { path: '^server/(features|app)/' },
      },
      {
        name: 'feature-one-door',
        comment: "A feature uses another only through that one's index.ts, its one public face.",
        severity: 'error',
        from: { path: '^server/features/([^/]+)/' },
        to: {
          path: '^server/features/[^/]+/',
          pathNot: ['^server/features/$1/', '^server/features/[^/]+/index\\.tsx?$'],
        },
      },
      ...orderRules(featureOrder(root)),
      {
        name: 'no-cycle',
        comment: 'A cycle, through types too, ties modules so that none can be read, tested or moved alone.',
        severity: 'error',
        from: { path: '^(server|views|client|data)/' },
        to: { circular: true },
      },
      {
        name: 'views-client-data-not-server',
        comment: 'views/ and client/ run in the browser too, and data/ is plain content: none imports server/.',
        severity: 'error',
        from: { path: '^(views|client|data)/' },
        to: { path: '^server/' },
      },
      {
        name: 'data-imports-only-data',
        comment: 'data/ is content and constants, read by every layer above it.',
        severity: 'error',
        from: { path: '^data/' },
        to: { path: '^(views|client|scripts|test)/' },
      },
      {
        name: 'migration-frozen',
        comment:
          'A migration runs as it ran the first time: it imports only the kernel database code, and copies in the ' +
          'helpers it needs, so a later change to a feature cannot change what a fresh install does.',
        severity: 'error',
        from: { path: '^server/kernel/db/migrations/' },
        // npm packages are excluded from the graph (options.exclude), so they pass here; node's own modules too.
        to: { pathNot: '^server/kernel/db/', dependencyTypesNot: ['core'] },
      },
      {
        name: 'resolvable',
        comment: 'An import the cruiser cannot resolve is one no rule above can judge.',
        severity: 'error',
        from: { path: '^(server|views|client|data)/' },
        to: { couldNotResolve: true },
      },
    ],
    required: [
      {
        name: 'features-listed',
        comment: `${FEATURES_FILE} imports the features (their index.ts), in order: the order rules are read from it.`,
        severity: 'error',
        module: { path: `^${FEATURES_FILE.replace(/\./g, '\\.')}$` },
        to: { path: '^server/features/[^/]+/index\\.tsx?$' },
      },
    ],
    options: {
      baseDir: root,
      // Type-only imports count: a feature that needs another's types depends on it all the same.
      tsPreCompilationDeps: true,
      tsConfig: { fileName: path.join(root, 'tsconfig.json') },
      exclude: { path: '(^|/)node_modules/|^(dist|test)/' },
      doNotFollow: { path: 'node_modules' },
      enhancedResolveOptions: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
        // As Node and TypeScript resolve packages: by their exports map, then their main fields.
        exportsFields: ['exports'],
        conditionNames: ['import', 'require', 'node', 'default', 'types'],
        mainFields: ['module', 'main', 'types', 'typings'],
      },
    },
  };
}

export default boundaries(import.meta.dirname);
