import { Marked } from 'marked';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { blogAuthors, FIRST_POST_DAY, isRealDay, LAST_POST_DAY, SLUG, validateBlogPosts } from './rules';
import { blogCategories, type BlogPost, type IsoDay } from './types';

/** One post as it is stored: its file's name (`<slug>.md`) and its text. */
export interface PostSource {
  file: string;
  text: string;
}

const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('is empty'));

/**
 * What a post's front matter must hold. Strict, so a misspelt field (`imgae:`) is named as unknown besides
 * the real one missing; there is no `slug` field because the slug is the file's name.
 */
const FrontMatter = v.strictObject(
  {
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
  },
  (issue) =>
    issue.expected === 'never'
      ? `not a front matter field (a post has id, title, excerpt, date, author, category and image)`
      : issue.input === undefined && issue.path
        ? 'missing'
        : 'must be a list of fields between two --- lines',
);

/** `---` on the first line, the YAML, `---` on a line of its own, then the Markdown body. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

// GitHub-flavoured Markdown as written on GitHub; raw HTML in a body is not refused here but can never reach a
// page: the article sanitiser (server/pages/article-html.ts) keeps only the article tags.
const markdown = new Marked({ gfm: true, async: false });

/** Reads one post file, or throws naming the file and every field that is wrong. */
export function parsePost({ file, text: source }: PostSource): BlogPost {
  const problem = (detail: string) => new Error(`data/blog/posts/${file}: ${detail}`);
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
  const result = v.safeParse(FrontMatter, data);
  if (!result.success)
    throw problem(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? 'front matter'}: ${issue.message}`).join('; '),
    );
  const body = parts[2]!;
  if (body.trim() === '') throw problem('the article has no text after the front matter');
  const { date, ...fields } = result.output;
  return { ...fields, date: date as IsoDay, slug, content: markdown.parse(body) as string };
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
