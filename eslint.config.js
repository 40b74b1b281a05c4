import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';

/** An import of one of these top-level folders, however many ../ lead to it. */
const importOf = (...folders) => ({
  regex: `^(\\.\\.?/)+(${folders.join('|')})(/|$)`,
});

/**
 * Layers only point down: server → views → data. The browser bundle (client/) and the views it shares with the
 * server never reach into server/, and data/ is plain content that imports nothing of ours outside data/.
 */
const layers = [
  {
    files: ['views/**', 'client/**'],
    message: 'views/ and client/ run in the browser too: they may not import server/. Move what both need to data/.',
    forbidden: ['server'],
  },
  {
    files: ['data/**'],
    message: 'data/ is content and constants: it imports nothing outside data/.',
    forbidden: ['server', 'views', 'client', 'scripts', 'test'],
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'var/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Hooks and components live in .tsx files and in the browser's and the views' folders; the React Compiler's
  // analysis behind these rules cost about 4 s of CPU on the other 750 files, which have none.
  { ...reactHooks.configs.flat.recommended, files: ['**/*.tsx', 'client/**', 'views/**'] },
  jsxA11y.flatConfigs.recommended,
  regexp.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Every regular expression runs in linear time (docs/security-and-reliability.md#the-pattern-rule).
      // "potential": also where the plugin cannot see how a pattern is used, assume the input may fail to match
      // at the end, the case an attacker picks. No-super-linear-move (a quantifier that rescans the same run
      // from every start position) is not in the recommended set; ignorePartial: false checks patterns that are
      // only pasted into others by their .source too.
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
    },
  },
  {
    // Decision 0022's 120-line ceiling, held by the linter rather than by hand (issue 36). Blank lines and comments
    // do not count: a function is not made worse by explaining why, and the limit is on what there is to read.
    files: ['server/**', 'views/**', 'client/**', 'data/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  ...layers.map(({ files, message, forbidden }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ ...importOf(...forbidden), message }] }],
    },
  })),
);
