/**
 * A page loads the client's entry and, per island it renders, that island's chunks (client/main.ts imports each on
 * demand): so each island's code must be in its own chunks and nowhere else, or a page would pay for islands it
 * does not show. Read from esbuild's own account of the production build (its metafile), input by input.
 */
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkMapFrom, clientBuildOptions, islandSources, type ChunkMap } from '../../scripts/build';

let metafile: Metafile;
let chunks: ChunkMap;

beforeAll(async () => {
  metafile = (await build({ ...clientBuildOptions('production'), write: false })).metafile!;
  chunks = chunkMapFrom(metafile);
}, 60_000);

/** The source files bundled into the outputs a list of public URLs names. */
function sourcesOf(urls: readonly string[]): string[] {
  const byUrl = new Map(
    Object.entries(metafile.outputs).map(([file, output]) => [`/${file.split('dist/public/')[1]}`, output]),
  );
  return urls.flatMap((url) => Object.keys(byUrl.get(url)?.inputs ?? {}));
}

const islandFiles = () => Object.values(islandSources());

describe('the islands’ chunks', () => {
  it('keep every island out of the entry, which only finds and hydrates the islands a page has', () => {
    const entry = sourcesOf(chunks.entry);
    expect(entry).toContain('client/main.ts');
    expect(entry.filter((source) => source.startsWith('client/islands/'))).toEqual([]);
  });

  it('carry the words of the pages only: no e-mail, text, receipt or estimate words reach the browser', () => {
    const everyScript = Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/${file.split('dist/public/')[1]}`);
    const letters = ['data/messages/index.ts', 'mail.ts', 'texts.ts', 'receipt.ts', 'estimate.ts'];
    const bundled = sourcesOf(everyScript).filter((source) => source.startsWith('data/messages/'));
    expect(bundled).toContain('data/messages/screens.ts');
    expect(bundled.filter((source) => letters.some((letter) => source.endsWith(letter)))).toEqual([]);
  });

  it('keep React out of the entry: a page whose islands all wait for the visitor downloads none of it on load', () => {
    const react = (urls: readonly string[]) =>
      sourcesOf(urls).filter((source) => /(?:^|\/)node_modules\/(?:react|react-dom|scheduler)\//.test(source));
    expect(react(chunks.entry)).toEqual([]);
    // React's client renderer comes with the first island that wakes.
    expect(react(chunks.hydrate)).toEqual(expect.arrayContaining([expect.stringMatching(/node_modules\/react-dom\//)]));
  });

  it('give each island its own code and no other island’s', () => {
    for (const [name, source] of Object.entries(islandSources())) {
      const islands = sourcesOf(chunks.islands[name]!).filter((file) => islandFiles().includes(file));
      expect(islands, name).toEqual([source]);
    }
  });

  it('leave the booking flow’s code to the booking page: the menu and the toaster every page has do not pull it', () => {
    const everyPage = new Set([
      ...chunks.entry,
      ...chunks.hydrate,
      ...chunks.islands.menu!,
      ...chunks.islands.toaster!,
    ]);
    const bookOnly = chunks.islands.book!.filter((url) => !everyPage.has(url));
    expect(bookOnly.length).toBeGreaterThan(0);
    expect(sourcesOf([...everyPage]).filter((source) => source.startsWith('views/booking/'))).toEqual([]);
  });
});
