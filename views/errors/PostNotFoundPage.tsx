import type { BlogPost } from '../../data/blog/index';
import { ButtonLink } from '../components/actions/ButtonLink';
import { MessageLinks, MessagePage } from '../components/MessagePage';

export interface PostNotFoundPageProps {
  /** A few recent articles to offer instead. */
  recent: readonly BlogPost[];
}

/** Shown with a 404 for a /blog/{slug} that matches no article. */
export function PostNotFoundPage({ recent }: PostNotFoundPageProps) {
  return (
    <MessagePage eyebrow="Error 404" heading="Post Not Found" headingId="post-not-found-title" art="technician">
      <p>
        We couldn't find that article. It may have been renamed, or the link may have a typo. Every article we have
        published is on the blog page.
      </p>
      <ButtonLink href="/blog">Back to Blog</ButtonLink>
      {recent.length > 0 && (
        <>
          <h2 className="message-page__subheading">Recent Articles</h2>
          <MessageLinks links={recent.map((post) => ({ href: `/blog/${post.slug}`, label: post.title }))} />
        </>
      )}
    </MessagePage>
  );
}
