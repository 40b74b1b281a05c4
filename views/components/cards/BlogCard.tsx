import { blogCategoryLabel, postIllustration, type BlogPost } from '../../../data/blog/index';
import { localePath } from '../../../data/locale';
import { useLocale } from '../locale';
import { PostDate } from './PostDate';

export interface BlogCardProps {
  post: BlogPost;
  /** h2 in the blog grid, h3 where the cards sit under a section heading. */
  headingLevel?: 2 | 3;
  /** Cards below the fold load their illustration only when scrolled near. */
  lazy?: boolean;
}

/**
 * An article's card. The title is the one link; CSS stretches it over the whole card, so the card is a single
 * tab stop with the title as its name, and the image, meta and excerpt stay plain content.
 */
export function BlogCard({ post, headingLevel = 2, lazy = false }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = useLocale();
  return (
    <li className="card blog-card">
      <Heading className="blog-card__title">
        <a className="blog-card__link" href={localePath(locale, `/blog/${post.slug}`)}>
          {post.title}
        </a>
      </Heading>
      <p className="blog-card__meta">
        <span className="blog-card__category">{blogCategoryLabel(post.category, locale)}</span>
        <PostDate date={post.date} />
      </p>
      <p className="blog-card__excerpt">{post.excerpt}</p>
      <img
        className="blog-card__image"
        src={postIllustration(post)}
        alt={post.image}
        width={320}
        height={180}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
      />
    </li>
  );
}
