import { load } from 'cheerio';
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { posts, type BlogPost } from '../../data/blog/index';
import { loadPosts, parsePost, type PostSource } from '../../data/blog/load';
import { postsDir, readPostSources } from '../../data/blog/sources';
import { embedBlogPosts, root } from '../../scripts/build';

const sources = readPostSources();
const original = sources.find((source) => source.file === 'washer-wont-drain.md')!;

/** The real washer article with one front matter line replaced (or removed, when `to` is null). */
function withLine(line: RegExp, to: string | null, file = original.file): PostSource {
  const wholeLine = new RegExp(`${line.source}\\n`, 'm');
  expect(original.text).toMatch(wholeLine);
  const text = original.text.replace(wholeLine, to === null ? '' : `${to}\n`);
  return { file, text };
}

describe('the Markdown post files', () => {
  it('are every file in data/blog/posts/ (the es/ folder of translations aside), each named after its slug', () => {
    const files = readdirSync(postsDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    expect(files).toHaveLength(23);
    expect(files.every((file) => file.endsWith('.md'))).toBe(true);
    expect(posts.map((post) => `${post.slug}.md`).sort()).toEqual(files);
  });

  it('render their Markdown body to the article elements', () => {
    const post = parsePost({
      file: 'markdown-sample.md',
      text: withLine(/^title: .*$/, 'title: A sample').text.replace(
        /\n---\n[\s\S]*$/,
        [
          '\n---',
          '',
          'An opening paragraph with **bold words**, *a stressed one* and [a link](/contact).',
          '',
          '## A Section',
          '',
          '- first point',
          '- **second** point',
          '',
          '### A Smaller Heading',
          '',
          '1. step one',
          '2. step two',
          '3. step three',
          '',
          'The end.',
          '',
        ].join('\n'),
      ),
    });
    expect(post.slug).toBe('markdown-sample');
    expect(post.title).toBe('A sample');
    const $ = load(post.content, null, false);
    expect(
      $.root()
        .children()
        .toArray()
        .map((element) => element.tagName),
    ).toEqual(['p', 'h2', 'ul', 'h3', 'ol', 'p']);
    expect($('p').first().find('strong').text()).toBe('bold words');
    expect($('p').first().find('em').text()).toBe('a stressed one');
    expect($('p a').attr('href')).toBe('/contact');
    expect($('p a').text()).toBe('a link');
    expect($('h2').text()).toBe('A Section');
    expect($('h3').text()).toBe('A Smaller Heading');
    expect($('ul > li')).toHaveLength(2);
    expect($('ul > li strong').text()).toBe('second');
    expect(
      $('ol > li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(['step one', 'step two', 'step three']);
    // Tight lists: no paragraph wrapped inside an item, as the articles were written before.
    expect($('li p')).toHaveLength(0);
  });

  it('leave no Markdown syntax unrendered in any article', () => {
    for (const post of posts) {
      const text = load(post.content, null, false).root().text();
      expect(text, post.slug).not.toMatch(/\*\*|\]\(|^#{1,6} |^[-*] /m);
    }
  });
});

describe('a malformed post is refused, naming the file and the field', () => {
  it.each<[string, PostSource, RegExp]>([
    ['a missing title', withLine(/^title: .*$/, null), /washer-wont-drain\.md: title: missing/],
    ['an empty title', withLine(/^title: .*$/, 'title: "  "'), /washer-wont-drain\.md: title: is empty/],
    [
      'a day that does not exist',
      withLine(/^date: .*$/, 'date: 2025-09-31'),
      /washer-wont-drain\.md: date: 2025-09-31 is not a calendar day/,
    ],
    ['a date that is not a day', withLine(/^date: .*$/, 'date: next week'), /date: next week is not a calendar day/],
    [
      'a date outside the blog',
      withLine(/^date: .*$/, 'date: 2025-08-26'),
      /washer-wont-drain\.md: date: 2025-08-26 is outside 2025-08-27\.\.2025-10-10/,
    ],
    [
      'an unknown category',
      withLine(/^category: .*$/, 'category: Toaster Repair'),
      /washer-wont-drain\.md: category: Toaster Repair is not one of the blog's categories/,
    ],
    [
      'an unknown author',
      withLine(/^author: .*$/, 'author: Somebody Else'),
      /washer-wont-drain\.md: author: Somebody Else is not one of the blog's authors/,
    ],
    ['an id that is not a number', withLine(/^id: .*$/, 'id: twelve'), /washer-wont-drain\.md: id: must be a number/],
    ['an id of 0', withLine(/^id: .*$/, 'id: 0'), /washer-wont-drain\.md: id: must be 1 or more/],
    [
      'a misspelt field',
      withLine(/^image: .*$/, 'imgae: A washer'),
      /washer-wont-drain\.md: image: missing; imgae: not a front matter field/,
    ],
    ['a slug field (the slug is the file name)', withLine(/^id: .*$/, 'id: 9\nslug: x'), /slug: not a front matter/],
    [
      'front matter that is not YAML',
      withLine(/^title: .*$/, 'title: [unclosed'),
      /washer-wont-drain\.md: the front matter is not valid YAML/,
    ],
    [
      'a file without front matter',
      { file: original.file, text: '# Just Markdown\n\nText.\n' },
      /washer-wont-drain\.md: must start with front matter/,
    ],
    [
      'a file without an article',
      { file: original.file, text: original.text.replace(/\n---\n[\s\S]*$/, '\n---\n\n') },
      /washer-wont-drain\.md: the article has no text/,
    ],
    [
      'a file name that is not a slug',
      { file: 'Washer Drain.md', text: original.text },
      /Washer Drain\.md: the name must be <slug>\.md/,
    ],
  ])('refuses %s', (_problem, source, message) => {
    expect(() => parsePost(source)).toThrow(message);
    const others = sources.filter((other) => other.file !== original.file);
    expect(() => loadPosts([...others, source])).toThrow(message);
  });

  it('refuses two files with the same id, naming the second', () => {
    const copy = { file: 'washer-wont-drain-again.md', text: original.text };
    expect(() => loadPosts([...sources, copy])).toThrow(/washer-wont-drain-again\.md \(id \d+\): duplicate id/);
  });

  it('names every bad file in one error, not only the first', () => {
    const bad = [
      withLine(/^title: .*$/, null),
      withLine(/^category: .*$/, 'category: Toaster Repair', 'dryer-not-heating.md'),
    ];
    expect(() => loadPosts(bad)).toThrow(
      /washer-wont-drain\.md: title: missing\n- data\/blog\/posts\/dryer-not-heating\.md: category/,
    );
  });
});

describe('the server bundle', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'car-blog-bundle-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const bundleBlog = (postsFolder?: string) =>
    build({
      absWorkingDir: root,
      entryPoints: { blog: 'data/blog/index.ts' },
      outdir: outDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      plugins: [embedBlogPosts(postsFolder)],
      logLevel: 'silent',
    });

  it('carries the articles inside it and loads them without data/ beside it', async () => {
    await bundleBlog();
    const bundled = (await import(pathToFileURL(path.join(outDir, 'blog.js')).href)) as { posts: BlogPost[] };
    expect(bundled.posts).toEqual(posts);
  });

  it('is not built when a post is malformed, and the error names the file and field', async () => {
    const folder = path.join(outDir, 'posts');
    mkdirSync(folder);
    for (const source of sources) writeFileSync(path.join(folder, source.file), source.text);
    const broken = withLine(/^category: .*$/, 'category: Toaster Repair');
    writeFileSync(path.join(folder, broken.file), broken.text);
    await expect(bundleBlog(folder)).rejects.toThrow(
      /washer-wont-drain\.md: category: Toaster Repair is not one of the blog's categories/,
    );
  });
});
