import { Marked } from 'marked';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { blogAuthors, FIRST_POST_DAY, isRealDay, LAST_POST_DAY, SLUG, validateBlogPosts } from './rules';
import { blogCategories, type BlogPost, type IsoDay, type TranslatedBlogPost } from './types';

/** One post as it is stored: its file's name (`<slug>.md`) and its text. */
export interface PostSource {
  file: string;
  text: string;
}

const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('is empty'));

/** The fields every post's front matter holds, in either language. */
const postFields = {
  id: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
  title: text,
  excerpt: text,
  date: v.pipe(
    v.string('must be a day written YYYY-MM-DD'),
    v.check(isRealDay, (issue) => `${String(issue.input)} is not a calendar day (YYYY-MM-DD)`),
    v.check(
      (day) => day >= FIRST_POST_DAY && day <= LAST_POST_DAY,
      (issue) => `${String(issue.input)} is outside ${FIRST_POST_DAY}..${LAST_POST_DAY}`,
    ),
  ),
  author: v.picklist(
    Object.keys(blogAuthors),
    (issue) => `${String(issue.input)} is not one of the blog's authors (data/blog/rules.ts)`,
  ),
  category: v.picklist(
    blogCategories,
    (issue) => `${String(issue.input)} is not one of the blog's categories (data/blog/types.ts)`,
  ),
  image: text,
};

/** Strict's message: a misspelt field (`imgae:`) is named as unknown besides the real one missing. */
const frontMatterMessage =
  (fields: string) =>
  (issue: { expected: string | null; input: unknown; path?: unknown }): string =>
    issue.expected === 'never'
      ? `not a front matter field (a post has ${fields})`
      : issue.input === undefined && issue.path
        ? 'missing'
        : 'must be a list of fields between two --- lines';

/**
 * What a post's front matter must hold. Strict, so a misspelt field is refused rather than ignored; there is no
 * `slug` field because the slug is the file's name.
 */
const FrontMatter = v.strictObject(
  postFields,
  frontMatterMessage('id, title, excerpt, date, author, category and image'),
);

/**
 * A Spanish post's: the same fields, translated where they are words, and the English post it translates. The id,
 * date, author and category are the original's (checked in loadSpanishPosts, which knows the English posts).
 */
const SpanishFrontMatter = v.strictObject(
  {
    ...postFields,
    translationOf: v.pipe(text, v.regex(SLUG, 'must be the slug of an English post (its file name without .md)')),
  },
  frontMatterMessage('id, title, excerpt, date, author, category, image and translationOf'),
);

/** `---` on the first line, the YAML, `---` on a line of its own, then the Markdown body. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

// GitHub-flavoured Markdown as written on GitHub; raw HTML in a body is not refused here but can never reach a
// page: the article sanitiser (server/pages/article-html.ts) keeps only the article tags.
const markdown = new Marked({ gfm: true, async: false });

/** Where each language's posts are written, as an error names the file to open. */
const ENGLISH_FOLDER = 'data/blog/posts/';
const SPANISH_FOLDER = 'data/blog/posts/es/';

/** Reads one file's front matter against `schema` and renders its body, or throws naming the file and field. */
function parseFile<TSchema extends v.GenericSchema>(
  folder: string,
  schema: TSchema,
  { file, text: source }: PostSource,
): { slug: string; fields: v.InferOutput<TSchema>; content: string } {
  const problem = (detail: string) => new Error(`${folder}${file}: ${detail}`);
  const slug = file.replace(/\.md$/, '');
  if (!file.endsWith('.md') || !SLUG.test(slug))
    throw problem('the name must be <slug>.md, lower-case words joined by hyphens');
  const parts = FRONT_MATTER.exec(source);
  if (!parts) throw problem('must start with front matter between two --- lines');
  let data: unknown;
  try {
    data = parseYaml(parts[1]!);
  } catch (error) {
    throw problem(`the front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = v.safeParse(schema, data);
  if (!result.success)
    throw problem(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? 'front matter'}: ${issue.message}`).join('; '),
    );
  const body = parts[2]!;
  if (body.trim() === '') throw problem('the article has no text after the front matter');
  return { slug, fields: result.output, content: markdown.parse(body) as string };
}

/** Reads one post file, or throws naming the file and every field that is wrong. */
export function parsePost(source: PostSource): BlogPost {
  const { slug, fields, content } = parseFile(ENGLISH_FOLDER, FrontMatter, source);
  const { date, ...rest } = fields;
  return { ...rest, date: date as IsoDay, slug, content };
}

/** Reads one Spanish post file (data/blog/posts/es/), or throws naming the file and every field that is wrong. */
export function parseSpanishPost(source: PostSource): TranslatedBlogPost {
  const { slug, fields, content } = parseFile(SPANISH_FOLDER, SpanishFrontMatter, source);
  const { date, ...rest } = fields;
  return { ...rest, date: date as IsoDay, slug, content };
}

/**
 * Every post from its source, checked one by one and then together (unique ids, every category used): any
 * problem throws one error naming each file and field, so a bad edit stops the start or the build, never a page.
 */
export function loadPosts(sources: readonly PostSource[]): BlogPost[] {
  const problems: string[] = [];
  const loaded: BlogPost[] = [];
  for (const source of sources) {
    try {
      loaded.push(parsePost(source));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid blog posts:\n- ${problems.join('\n- ')}`);
  validateBlogPosts(loaded);
  return loaded;
}

/** The front matter fields a translation copies from its original rather than translates. */
const SHARED_FIELDS = ['id', 'date', 'author', 'category'] as const;

/**
 * The Spanish posts from their sources, each checked alone and then against the English posts: it names an English
 * post that exists, no English post is translated twice, its slug is its own in both languages, and its id, date,
 * author and category are its original's. Any problem throws one error naming each file, as loadPosts does.
 */
export function loadSpanishPosts(sources: readonly PostSource[], english: readonly BlogPost[]): TranslatedBlogPost[] {
  const problems: string[] = [];
  const loaded: TranslatedBlogPost[] = [];
  for (const source of sources) {
    try {
      loaded.push(parseSpanishPost(source));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const originals = new Map(english.map((post) => [post.slug, post]));
  const translatedBy = new Map<string, string>();
  const seenSlugs = new Set<string>();
  for (const post of loaded) {
    const name = `${SPANISH_FOLDER}${post.slug}.md`;
    if (originals.has(post.slug))
      problems.push(`${name}: the slug ${post.slug} is an English post's; a translation has a Spanish slug of its own`);
    if (seenSlugs.has(post.slug)) problems.push(`${name}: duplicate slug ${post.slug}`);
    seenSlugs.add(post.slug);
    const original = originals.get(post.translationOf);
    if (!original) {
      problems.push(`${name}: translationOf: ${post.translationOf} is not an English post (${ENGLISH_FOLDER})`);
      continue;
    }
    const earlier = translatedBy.get(original.slug);
    if (earlier) problems.push(`${name}: translationOf: ${original.slug} is already translated by ${earlier}`);
    else translatedBy.set(original.slug, name);
    for (const field of SHARED_FIELDS) {
      if (post[field] !== original[field])
        problems.push(`${name}: ${field}: must be the English post's (${String(original[field])})`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid Spanish blog posts:\n- ${problems.join('\n- ')}`);
  return loaded;
}
