import type { BlogPost } from '../../data/blog';
import { ButtonLink } from '../components/ButtonLink';
import { Icon } from '../components/icons';

export interface PostNotFoundPageProps {
  /** A few recent articles to offer instead. */
  recent: readonly BlogPost[];
}

/** Shown with a 404 for a /blog/{slug} that matches no article. */
export function PostNotFoundPage({ recent }: PostNotFoundPageProps) {
  return (
    <section className="section message-page" aria-labelledby="post-not-found-title">
      <div className="container narrow">
        <p className="eyebrow">Error 404</p>
        <h1 id="post-not-found-title">Post Not Found</h1>
        <p>
          We couldn&rsquo;t find that article. It may have been renamed, or the link may have a typo. Every article we
          have published is on the blog page.
        </p>
        <ButtonLink href="/blog">Back to Blog</ButtonLink>
        {recent.length > 0 && (
          <>
            <h2 className="message-page__subheading">Recent articles</h2>
            <ul className="message-page__links">
              {recent.map((post) => (
                <li key={post.slug}>
                  <a href={`/blog/${post.slug}`}>
                    <Icon name="arrow" />
                    {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
