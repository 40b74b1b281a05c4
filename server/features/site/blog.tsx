import {
  authorProfilePath,
  blogCategories,
  blogCategoryLabel,
  blogPostsIn,
  categorySlug,
  blogAuthors,
  findPostIn,
  ILLUSTRATION_SIZE,
  postIllustration,
  postSlugs as allPostSlugs,
  relatedPostsIn,
  englishOf,
  spanishOf,
  type BlogPost,
} from '../../../data/blog';
import { intlLocale, localePath, locales, type Locale } from '../../../data/locale';
import { messagesFor, type Messages } from '../../../data/messages';
import { business } from '../../../data/business';
import { BlogPage } from '../../../views/site/BlogPage';
import type { CategoryOption } from '../../../views/components/forms/CategoryFilter';
import { BlogPostPage } from '../../../views/site/BlogPostPage';
import { PostNotFoundPage } from '../../../views/errors/PostNotFoundPage';
import { pageTitle, type Page, type PageRequest, type QueryReader, type TwinPaths } from '../../kernel/pages/page';
import { sanitizeArticleHtml } from './article-html';
import type { SafeHtml } from '../../../views/safeHtml';
import { blogPostingJsonLd } from '../../kernel/pages/structured-data';
import { breadcrumbTrail } from '../../kernel/pages/breadcrumbs';

/**
 * A Spanish article links to the site's pages by their English paths, as its Markdown is written; on its page they
 * lead to the Spanish pages (/contact -> /es/contact), so a reader stays in Spanish.
 */
const inLanguage = (locale: Locale, html: SafeHtml): SafeHtml =>
  locale === 'en' ? html : (html.replaceAll('href="/', `href="${localePath(locale, '/')}`) as SafeHtml);

// The content is static, so each body is sanitised once, when its article is first asked for, not on each request;
// not at start-up either, where all of them took 50 ms of every start of the server (and of every test worker).
const bodiesIn = Object.fromEntries(locales.map((locale) => [locale, new Map()])) as Record<
  Locale,
  Map<string, SafeHtml>
>;

function bodyOf(locale: Locale, post: BlogPost): SafeHtml {
  let body = bodiesIn[locale].get(post.slug);
  if (body === undefined) {
    body = inLanguage(locale, sanitizeArticleHtml(post.content));
    bodiesIn[locale].set(post.slug, body);
  }
  return body;
}

export const postSlugs = allPostSlugs;

/** The translated articles' own Spanish slugs: /es/blog/<slug> (issue 41 item 1); an untranslated one has none. */
export const spanishPostSlugs = (): string[] => blogPostsIn('es').map((post) => post.slug);

/** An article's path and its translation's, both written without /es/: /blog/<english slug> ⇄ /blog/<spanish slug>. */
export const postTwinPaths: TwinPaths = {
  spanish: (path) => {
    const translation = spanishOf(path.slice('/blog/'.length));
    return translation && `/blog/${translation.slug}`;
  },
  english: (path) => {
    const original = englishOf(path.slice('/blog/'.length));
    return original && `/blog/${original.slug}`;
  },
};

/** The categories with at least one post in the language, in the order the data lists them, with their counts. */
const categoriesIn = Object.fromEntries(
  locales.map((locale) => [
    locale,
    blogCategories
      .map((name) => ({
        name: blogCategoryLabel(name, locale),
        slug: categorySlug(name),
        count: blogPostsIn(locale).filter((post) => post.category === name).length,
      }))
      .filter((category) => category.count > 0),
  ]),
) as Record<Locale, CategoryOption[]>;
const categories = categoriesIn.en;

/** An author's role as their byline says it, in the page's language (the data names it in English). */
function authorRoleIn(blog: Messages['blog'], author: string): string | undefined {
  const role = blogAuthors[author];
  const roles: Record<string, string> = {
    'Lead Technician': blog.leadTechnician,
    'Senior Technician': blog.seniorTechnician,
    'Service Manager': blog.serviceManager,
  };
  return role === undefined ? undefined : (roles[role] ?? role);
}

/** ?category=: one of the categories that have posts is cached; any other value is rendered (as a 404). */
export const blogCategoryQuery: QueryReader = (value) =>
  value === '' ? '' : categories.some((category) => category.slug === value) ? value : null;

/**
 * /blog, and /blog?category=washer-repair with one category's posts. A category we don't have answers 404
 * with every post and a note saying so, rather than an empty page.
 */
export function blogPage({ query, locale = 'en' }: PageRequest): Page {
  const { blog } = messagesFor(locale);
  const categories = categoriesIn[locale];
  const posts = blogPostsIn(locale);
  const requested = query.get('category');
  const category = requested === null ? undefined : categories.find((option) => option.slug === requested);
  const unknown = requested !== null && !category;
  // The switch keeps the category where the other language has articles in it, else leads to that blog's index.
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const switchable = category && categoriesIn[other].some((option) => option.slug === category.slug);
  return {
    ...(unknown ? { status: 404 } : {}),
    ...(requested !== null ? { switchQuery: switchable ? `category=${category.slug}` : '' } : {}),
    head: {
      title: pageTitle(category ? blog.categoryTitle(category.name) : blog.title),
      description: blog.description(business.name),
      path: '/blog',
      ...(requested !== null ? { noindex: true } : {}),
    },
    body: (
      <BlogPage
        posts={category ? posts.filter((post) => categorySlug(post.category) === category.slug) : posts}
        categories={categories}
        {...(category ? { category } : {})}
        {...(unknown ? { unknownCategory: requested.slice(0, 60) } : {})}
      />
    ),
    ...(locale === 'en' ? {} : { locale }),
  };
}

export function postPage(slug: string, { siteUrl, locale = 'en' }: PageRequest): Page {
  const post = findPostIn(locale, slug);
  if (!post) return postNotFound(slug, locale);
  const bodyHtml = bodyOf(locale, post);
  const path = `/blog/${post.slug}`;
  const words = messagesFor(locale).blog;
  const authorRole = authorRoleIn(words, post.author);
  const trail = breadcrumbTrail('/blog', { name: post.title, path });
  return {
    head: {
      title: pageTitle(post.title),
      description: post.excerpt,
      path,
      jsonLd: [
        {
          ...blogPostingJsonLd(
            {
              title: post.title,
              description: post.excerpt,
              path: localePath(locale, path),
              date: post.date,
              author: {
                name: post.author,
                jobTitle: authorRole,
                path: localePath(locale, authorProfilePath(post.author)),
              },
              category: blogCategoryLabel(post.category, locale),
              image: { src: postIllustration(post), ...ILLUSTRATION_SIZE },
            },
            siteUrl,
          ),
          inLanguage: intlLocale[locale],
        },
      ],
      breadcrumbs: trail,
    },
    body: (
      <BlogPostPage
        post={post}
        {...(authorRole === undefined ? {} : { authorRole })}
        bodyHtml={bodyHtml}
        related={relatedPostsIn(locale, post)}
        trail={trail}
      />
    ),
    ...(locale === 'en' ? {} : { locale }),
  };
}

function postNotFound(slug: string, locale: Locale): Page {
  const { errors } = messagesFor(locale);
  return {
    status: 404,
    head: {
      title: pageTitle(errors.postNotFound),
      description: errors.postNotFoundDescription(business.name),
      path: `/blog/${encodeURIComponent(slug)}`,
      noindex: true,
    },
    body: <PostNotFoundPage recent={blogPostsIn(locale).slice(0, 3)} />,
    ...(locale === 'en' ? {} : { locale }),
  };
}
