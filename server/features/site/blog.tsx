import {
  authorProfilePath,
  blogCategories,
  categorySlug,
  blogAuthors,
  ILLUSTRATION_SIZE,
  postIllustration,
  posts,
  postSlugs as allPostSlugs,
  relatedPosts,
  blogPostsIn,
  englishOf,
  findPostIn,
  spanishOf,
} from '../../../data/blog';
import { business } from '../../../data/business';
import { BlogPage } from '../../../views/site/BlogPage';
import type { CategoryOption } from '../../../views/components/forms/CategoryFilter';
import { BlogPostPage } from '../../../views/site/BlogPostPage';
import { PostNotFoundPage } from '../../../views/errors/PostNotFoundPage';
import { pageTitle, type Page, type PageRequest, type QueryReader, type TwinPaths } from '../../kernel/pages/page';
import { sanitizeArticleHtml } from './article-html';
import { blogPostingJsonLd } from '../../kernel/pages/structured-data';
import { breadcrumbTrail } from '../../kernel/pages/breadcrumbs';

// The content is static, so every body is sanitised once when the server starts, not on each request.
const bodies = new Map(posts.map((post) => [post.slug, sanitizeArticleHtml(post.content)]));
// The Spanish articles' bodies by their own slugs (/es/blog/<slug>), sanitised once the same way.
const spanishBodies = new Map(blogPostsIn('es').map((post) => [post.slug, sanitizeArticleHtml(post.content)]));

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

/** The categories with at least one post, in the order the data lists them, with their counts. */
const categories: CategoryOption[] = blogCategories
  .map((name) => ({
    name,
    slug: categorySlug(name),
    count: posts.filter((post) => post.category === name).length,
  }))
  .filter((category) => category.count > 0);

/** ?category=: one of the categories that have posts is cached; any other value is rendered (as a 404). */
export const blogCategoryQuery: QueryReader = (value) =>
  value === '' ? '' : categories.some((category) => category.slug === value) ? value : null;

/**
 * /blog, and /blog?category=washer-repair with one category's posts. A category we don't have answers 404
 * with every post and a note saying so, rather than an empty page.
 */
export function blogPage({ query }: PageRequest): Page {
  const requested = query.get('category');
  const category = requested === null ? undefined : categories.find((option) => option.slug === requested);
  const unknown = requested !== null && !category;
  return {
    ...(unknown ? { status: 404 } : {}),
    head: {
      title: pageTitle(category ? `${category.name} Articles` : 'Appliance Repair Blog for DC Homeowners'),
      description: `Practical appliance advice from ${business.name}'s technicians: washers that won't drain, fridges that won't cool, dryers that take two cycles, and when repair beats replacing.`,
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
  };
}

export function postPage(slug: string, { siteUrl, locale = 'en' }: PageRequest): Page {
  // /es/blog/<slug> is a Spanish article's own slug: the route finds the article in the request's language.
  const post = findPostIn(locale, slug);
  const bodyHtml = (locale === 'es' ? spanishBodies : bodies).get(slug);
  if (!post || bodyHtml === undefined) return postNotFound(slug);
  const path = `/blog/${post.slug}`;
  const trail = breadcrumbTrail('/blog', { name: post.title, path });
  return {
    head: {
      title: pageTitle(post.title),
      description: post.excerpt,
      path,
      jsonLd: [
        blogPostingJsonLd(
          {
            title: post.title,
            description: post.excerpt,
            path,
            date: post.date,
            author: { name: post.author, jobTitle: blogAuthors[post.author], path: authorProfilePath(post.author) },
            category: post.category,
            image: { src: postIllustration(post), ...ILLUSTRATION_SIZE },
          },
          siteUrl,
        ),
      ],
      breadcrumbs: trail,
    },
    body: (
      <BlogPostPage
        post={post}
        authorRole={blogAuthors[post.author]}
        bodyHtml={bodyHtml}
        related={relatedPosts(post)}
        trail={trail}
      />
    ),
  };
}

function postNotFound(slug: string): Page {
  return {
    status: 404,
    head: {
      title: pageTitle('Post Not Found'),
      description: `That article is not on the ${business.name} blog. Every article we have published is listed on the blog page.`,
      path: `/blog/${encodeURIComponent(slug)}`,
      noindex: true,
    },
    body: <PostNotFoundPage recent={posts.slice(0, 3)} />,
  };
}
