/**
 * Production build: the client into content-hashed files under dist/public/assets with a manifest the
 * server reads, the static files from public/, and the server into one self-contained ESM bundle.
 *
 *   tsx scripts/build.ts            build everything
 *   tsx scripts/build.ts --if-stale build only when a source is newer than dist/server.js
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { islandLoaders } from '../client/registry';
import { SHEETS, sheetSource } from '../client/styles/sheets';
import { loadPosts, loadSpanishPosts } from '../data/blog/load';
import { postsDir, readPostSources, readSpanishPostSources } from '../data/blog/sources';
import { brotliOptions, GZIP_OPTIONS } from '../server/kernel/cache/compression';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(root, 'dist');
const assetsDir = path.join(distDir, 'public', 'assets');

export interface AssetManifest {
  js: string;
  /** The office's stylesheet (every rule), linked. */
  css: string;
  /** Every public rule in one stylesheet, inlined into a page no kind's sheet covers (decision 0053). */
  siteCss: string;
  /** Each kind of public page's stylesheet by name (client/styles/sheets.ts), inlined into its pages (0061). */
  sheets: Record<string, string>;
}

const SHEET_NAMESPACE = 'page-sheet';

/**
 * The kinds' stylesheets as entry points of their own, written by client/styles/sheets.ts rather than as a file
 * each, so the list of a kind's page files is kept in one place.
 */
export const pageSheets: Plugin = {
  name: 'page-sheets',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${SHEET_NAMESPACE}:`) }, (args) => ({
      path: args.path.slice(SHEET_NAMESPACE.length + 1),
      namespace: SHEET_NAMESPACE,
    }));
    build.onLoad({ filter: /^[\w-]+$/, namespace: SHEET_NAMESPACE }, (args) => ({
      contents: sheetSource(args.path),
      loader: 'css',
      resolveDir: path.join(root, 'client', 'styles'),
    }));
  },
};

/** The output name of a kind's stylesheet: sheet-home-[hash].css. */
const sheetOut = (name: string) => `sheet-${name}`;

export function clientBuildOptions(mode: 'production' | 'development'): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: [
      { in: 'client/main.ts', out: 'app' },
      { in: 'client/styles/app.css', out: 'app' },
      { in: 'client/styles/site.css', out: 'site' },
      ...Object.keys(SHEETS).map((name) => ({ in: `${SHEET_NAMESPACE}:${name}`, out: sheetOut(name) })),
    ],
    plugins: [pageSheets],
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome109', 'firefox115', 'safari15.6'],
    jsx: 'automatic',
    minify: mode === 'production',
    legalComments: 'none',
    sourcemap: mode === 'development',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    metafile: true,
    logLevel: 'warning',
  };
}

/** Reads the entry files' hashed names out of esbuild's metafile. */
export function manifestFrom(metafile: Metafile): AssetManifest {
  const publicPath = (file: string) =>
    '/' + path.relative(path.join(distDir, 'public'), path.resolve(root, file)).split(path.sep).join('/');
  let js = '';
  let css = '';
  let siteCss = '';
  const sheets: Record<string, string> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint === 'client/main.ts' && file.endsWith('.js')) js = publicPath(file);
    if (output.entryPoint === 'client/styles/app.css' && file.endsWith('.css')) css = publicPath(file);
    if (output.entryPoint === 'client/styles/site.css' && file.endsWith('.css')) siteCss = publicPath(file);
    const sheet = output.entryPoint?.startsWith(`${SHEET_NAMESPACE}:`) && output.entryPoint.split(':')[1];
    if (sheet && file.endsWith('.css')) sheets[sheet] = publicPath(file);
  }
  if (!js || !css || !siteCss) throw new Error('esbuild produced no app entry files');
  const missing = Object.keys(SHEETS).filter((name) => !sheets[name]);
  if (missing.length) throw new Error(`esbuild produced no stylesheet for ${missing.join(', ')}`);
  return { js, css, siteCss, sheets };
}

export function writeManifest(manifest: AssetManifest): void {
  writeFileSync(path.join(distDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
}

/** Which files a page loads: the entry's, and per island the chunks its dynamic import pulls in. */
export interface ChunkMap {
  /** The entry script and the chunks it imports statically, as public URLs. */
  entry: string[];
  /** React's client renderer (client/hydrate.ts and its chunks), loaded with the first island that wakes. */
  hydrate: string[];
  css: string[];
  /** The public pages' stylesheet, which they carry inline. */
  siteCss: string;
  islands: Record<string, string[]>;
}

export const chunkMapFile = path.join(distDir, 'chunks.json');

/**
 * Island names and their source modules, by folder convention: every file in client/islands/ is one island,
 * named after the file. The registry must name exactly those, or the build stops here.
 */
export function islandSources(): Record<string, string> {
  const dir = path.join(root, 'client', 'islands');
  const found: Record<string, string> = {};
  for (const file of readdirSync(dir).sort()) {
    if (/\.tsx?$/.test(file)) found[file.replace(/\.tsx?$/, '')] = `client/islands/${file}`;
  }
  const named = Object.keys(islandLoaders).sort();
  if (JSON.stringify(Object.keys(found)) !== JSON.stringify(named)) {
    throw new Error(
      `client/islands/ holds ${Object.keys(found).join(', ')} but client/registry.ts names ${named.join(', ')}`,
    );
  }
  return found;
}

/** The chunk map, from esbuild's metafile: every output reachable by static imports from each entry. */
export function chunkMapFrom(metafile: Metafile): ChunkMap {
  const publicPath = (file: string) =>
    '/' + path.relative(path.join(distDir, 'public'), path.resolve(root, file)).split(path.sep).join('/');
  const closure = (start: string): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dependency of metafile.outputs[file]?.imports ?? [])
        if (dependency.kind === 'import-statement') visit(dependency.path);
    };
    visit(start);
    return [...seen].map(publicPath);
  };
  const outputOf = (entryPoint: string, extension: string) =>
    Object.keys(metafile.outputs).find(
      (file) =>
        file.endsWith(extension) &&
        metafile.outputs[file]!.entryPoint?.replace(/\.[jt]sx?$/, '') === entryPoint.replace(/\.[jt]sx?$/, ''),
    );
  const entry = outputOf('client/main.ts', '.js');
  const hydrate = outputOf('client/hydrate.ts', '.js');
  const css = outputOf('client/styles/app.css', '.css');
  const siteCss = outputOf('client/styles/site.css', '.css');
  if (!entry || !hydrate || !css || !siteCss) throw new Error('esbuild produced no app entry files');
  const islands: Record<string, string[]> = {};
  for (const [name, source] of Object.entries(islandSources())) {
    const output = outputOf(source, '.js');
    if (!output) throw new Error(`no chunk for island "${name}" (${source})`);
    islands[name] = closure(output);
  }
  return {
    entry: closure(entry),
    hydrate: closure(hydrate),
    css: [publicPath(css)],
    siteCss: publicPath(siteCss),
    islands,
  };
}

const TEXT_FILE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a .br (brotli, best) and .gz (gzip, best) twin beside every text file under dir, so the server
 * sends compressed bytes without compressing per request. Files that would not shrink get no twins.
 */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!TEXT_FILE.test(entry.name)) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, brotliOptions(content.length));
    const gz = gzipSync(content, GZIP_OPTIONS);
    if (br.length >= content.length || gz.length >= content.length) continue;
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  }
}

export function copyPublic(): void {
  cpSync(path.join(root, 'public'), path.join(distDir, 'public'), { recursive: true });
}

export async function buildClient(mode: 'production' | 'development' = 'production'): Promise<AssetManifest> {
  rmSync(assetsDir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  copyPublic();
  const result = await build(clientBuildOptions(mode));
  const manifest = manifestFrom(result.metafile!);
  writeManifest(manifest);
  if (mode === 'production') {
    writeFileSync(chunkMapFile, JSON.stringify(chunkMapFrom(result.metafile!), null, 2) + '\n');
    precompress(path.join(distDir, 'public'));
  }
  return manifest;
}

/**
 * The server's bundles, by output name: the server, the full export's worker thread beside it
 * (server/kernel/db/portable/export-in-worker.ts), and the command-line tools (scripts/cli.ts), so the built site runs
 * them with plain node and without the sources. Modules that run when loaded: npm run routes leaves them alone.
 */
export const SERVER_ENTRY_POINTS = {
  server: 'server/index.ts',
  'export-worker': 'server/kernel/db/portable/export-worker.ts',
  cli: 'scripts/cli.ts',
};

/** What a build leaves in dist/ besides public/: a build missing any of them is stale. */
export const BUILT_FILES = [...Object.keys(SERVER_ENTRY_POINTS).map((name) => `${name}.js`), 'manifest.json'];

/**
 * The blog's articles travel inside the bundle, which runs with no data/ beside it: data/blog/sources.ts, which
 * reads data/blog/posts/*.md and posts/es/*.md from disk, is replaced by a module that returns the same files'
 * text. The posts are loaded here as the server would load them, so a post with a bad front matter stops the
 * build, not the start.
 */
export function embedBlogPosts(dir = postsDir): Plugin {
  return {
    name: 'embed-blog-posts',
    setup(build) {
      build.onLoad({ filter: /[\\/]data[\\/]blog[\\/]sources\.ts$/ }, () => {
        const sources = readPostSources(dir);
        const english = loadPosts(sources);
        const spanishDir = path.join(dir, 'es');
        const spanish = readSpanishPostSources(spanishDir);
        loadSpanishPosts(spanish, english);
        return {
          contents: [
            `export function readPostSources() { return ${JSON.stringify(sources)}; }`,
            `export function readSpanishPostSources() { return ${JSON.stringify(spanish)}; }`,
          ].join('\n'),
          loader: 'js',
          watchFiles: [
            ...sources.map((source) => path.join(dir, source.file)),
            ...spanish.map((source) => path.join(spanishDir, source.file)),
          ],
        };
      });
    },
  };
}

export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRY_POINTS,
    outdir: distDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    sourcemap: true,
    legalComments: 'none',
    // Without comments and indentation (names and statements as written; the source map points into the sources):
    // 6.4 MB instead of 9.9, which every start of the server reads, decodes and compiles (a start to listening
    // 1.13 s of CPU before, 1.05 s after, docs/testing.md "CI time, thirteenth pass").
    minifyWhitespace: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // Bundled CommonJS packages (express and friends) call require() for Node built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // SQLite, argon2 and sharp (libvips) are native modules: they cannot be bundled, so they travel beside the
    // bundle (copyNativeModules). pg's optional native bindings and its Cloudflare socket are never used here.
    external: ['libsql', '@node-rs/argon2', 'sharp', 'pg-native', 'cloudflare:sockets'],
    plugins: [embedBlogPosts()],
    logLevel: 'warning',
  });
  copyNativeModules();
  copyPdfFonts();
  // dist/ must run on its own, with no package.json above it telling Node the bundle is ESM. Its `imports` is
  // where the bundled pdfkit finds the standard fonts it loads by name at run time (copyPdfFonts).
  writeFileSync(
    path.join(distDir, 'package.json'),
    JSON.stringify({ type: 'module', imports: { '#standard-fonts/*': './pdfkit-fonts/*.cjs' } }) + '\n',
  );
}

/**
 * The SQLite driver (libsql), the two small packages it loads its binary with, and the binary itself: whichever
 * of its per-platform packages npm installed here (the one for this machine's OS, CPU and C library). dist/
 * stays one folder that runs on its own; node_modules inside it holds only these.
 */
export function copyNativeModules(): void {
  const target = path.join(distDir, 'node_modules');
  rmSync(target, { recursive: true, force: true });
  const modules = path.join(root, 'node_modules');
  const platformPackages = readdirSync(path.join(modules, '@libsql'))
    .filter((name) => /^(?:linux|darwin|win32)-/.test(name))
    .map((name) => `@libsql/${name}`);
  // The office's password hashing: the loader package and the binary npm installed for this platform.
  const argon2Binaries = readdirSync(path.join(modules, '@node-rs'))
    .filter((name) => name.startsWith('argon2-'))
    .map((name) => `@node-rs/${name}`);
  // The photos' image library (sharp, with its own semver inside), its colour package, and its binary and libvips
  // for this platform.
  const sharpBinaries = readdirSync(path.join(modules, '@img'))
    .filter((name) => name.startsWith('sharp-'))
    .map((name) => `@img/${name}`);
  for (const name of [
    'libsql',
    '@neon-rs/load',
    'detect-libc',
    ...platformPackages,
    '@node-rs/argon2',
    ...argon2Binaries,
    'sharp',
    '@img/colour',
    ...sharpBinaries,
  ]) {
    // libsql pins its own detect-libc; that copy sits inside libsql/node_modules and comes along with it.
    cpSync(path.join(modules, name), path.join(target, name), { recursive: true, dereference: true });
  }
}

/**
 * The receipt's PDF (server/features/charges/receipt.ts) draws with PDF's standard fonts. pdfkit, bundled, loads
 * their metrics by name when a document first uses one (`require('#standard-fonts/Helvetica')`, a package import
 * of its own); the bundle resolves that name against dist/package.json, whose `imports` points here.
 */
export function copyPdfFonts(): void {
  const target = path.join(distDir, 'pdfkit-fonts');
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, 'node_modules', 'pdfkit', 'js', 'standard-fonts'), target, {
    recursive: true,
    filter: (source) => !source.endsWith('.mjs'),
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(): boolean {
  const serverBundle = path.join(distDir, 'server.js');
  if (!BUILT_FILES.every((file) => existsSync(path.join(distDir, file)))) return true;
  // scripts/ holds the command-line tools that dist/cli.js bundles (and this build itself).
  const sources = ['server', 'views', 'client', 'data', 'public', 'scripts'].map((d) =>
    newestMtime(path.join(root, d)),
  );
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(lock)) sources.push(statSync(lock).mtimeMs);
  return Math.max(...sources) > statSync(serverBundle).mtimeMs;
}

async function main(): Promise<void> {
  if (process.argv.includes('--if-stale') && !isStale()) {
    console.log('build: dist/ is up to date');
    return;
  }
  const started = Date.now();
  const manifest = await buildClient('production');
  await buildServer();
  console.log(`build: ${manifest.js}, ${manifest.css}, dist/server.js and dist/cli.js in ${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
