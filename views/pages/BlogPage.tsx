import type { BlogPost } from '../../data/blog';
import { FillerTile, oneShortOfFullRow } from '../components/FillerTile';
import { BlogCard } from '../components/BlogCard';

export interface BlogPageProps {
  /** Newest first. */
  posts: readonly BlogPost[];
}

/** Cards in the first row are on screen at load on any width; the rest load their image when scrolled near. */
const EAGER_CARDS = 3;

export function BlogPage({ posts }: BlogPageProps) {
  return (
    <>
      <section className="page-hero" aria-labelledby="blog-title">
        <div className="container">
          <p className="eyebrow eyebrow--light">Blog</p>
          <h1 id="blog-title">Appliance repair tips from our technicians</h1>
          <p className="page-hero__lead">
            Practical advice for DC-area homeowners: what to check before you call, how to keep appliances running
            longer, and when a repair is worth it. Written by the technicians who make the house calls.
          </p>
        </div>
      </section>

      <div className="section">
        <div className="container">
          <ul className="blog-grid">
            {posts.map((post, index) => (
              <BlogCard key={post.slug} post={post} lazy={index >= EAGER_CARDS} />
            ))}
            {oneShortOfFullRow(posts.length, 3) && (
              <FillerTile title="Question not covered? Call us" className="card">
                Our technicians answer the phone too. Describe the problem and we’ll tell you what to check.
              </FillerTile>
            )}
          </ul>
        </div>
      </div>
    </>
  );
}
