import type { BlogPost } from '../../data/blog';
import { FillerTile, oneShortOfFullRow } from '../components/cards/FillerTile';
import { BlogCard } from '../components/cards/BlogCard';
import { CategoryFilter, type CategoryOption } from '../components/forms/CategoryFilter';
import { HeroArt } from '../components/HeroArt';

import { usePageMessages } from '../components/page-messages';

export interface BlogPageProps {
  /** The posts to list, newest first: all of them, or one category's. */
  posts: readonly BlogPost[];
  categories: CategoryOption[];
  /** The category the list is filtered to. */
  category?: CategoryOption;
  /** What the visitor asked for when it is not a category we have. */
  unknownCategory?: string;
}

/** Cards in the first row are on screen at load on any width; the rest load their image when scrolled near. */
const EAGER_CARDS = 3;

export function BlogPage({ posts, categories, category, unknownCategory }: BlogPageProps) {
  const { blog } = usePageMessages();
  return (
    <>
      <section className="page-hero" aria-labelledby="blog-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">{blog.eyebrow}</p>
            <h1 id="blog-title">{blog.heading}</h1>
            <p className="page-hero__lead">{blog.lead}</p>
          </div>
          <span className="page-hero__art">
            <HeroArt icon="technician" />
          </span>
        </div>
      </section>

      <section className="section" id="posts" aria-labelledby="posts-title">
        <div className="container">
          <h2 id="posts-title" className="blog-list__title">
            {category ? blog.categoryCount(category.name, posts.length) : blog.allArticles}
          </h2>
          {unknownCategory !== undefined && (
            <div className="blog-list__note">
              <HeroArt icon="technician" small />
              <p role="alert">{blog.unknownCategory(unknownCategory)}</p>
            </div>
          )}
          <CategoryFilter categories={categories} current={category?.slug} />
          <ul className="blog-grid">
            {posts.map((post, index) => (
              <BlogCard key={post.slug} post={post} lazy={index >= EAGER_CARDS} />
            ))}
            {oneShortOfFullRow(posts.length, 3) && (
              <FillerTile title={blog.fillerTitle} className="card">
                {blog.fillerText}
              </FillerTile>
            )}
          </ul>
        </div>
      </section>
    </>
  );
}
