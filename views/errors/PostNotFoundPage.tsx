import type { BlogPost } from '../../data/blog/index';
import { localePath } from '../../data/locale';
import { ButtonLink } from '../components/actions/ButtonLink';
import { MessageLinks, MessagePage } from '../components/MessagePage';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

export interface PostNotFoundPageProps {
  /** A few recent articles to offer instead, in the page's language. */
  recent: readonly BlogPost[];
}

/** Shown with a 404 for a /blog/{slug} that matches no article. */
export function PostNotFoundPage({ recent }: PostNotFoundPageProps) {
  const locale = useLocale();
  const { errors } = usePageMessages();
  return (
    <MessagePage
      eyebrow={errors.errorStatus(404)}
      heading={errors.postNotFound}
      headingId="post-not-found-title"
      art="technician"
    >
      <p>{errors.postNotFoundText}</p>
      <ButtonLink href={localePath(locale, '/blog')}>{errors.backToBlog}</ButtonLink>
      {recent.length > 0 && (
        <>
          <h2 className="message-page__subheading">{errors.recentArticles}</h2>
          <MessageLinks
            links={recent.map((post) => ({ href: localePath(locale, `/blog/${post.slug}`), label: post.title }))}
          />
        </>
      )}
    </MessagePage>
  );
}
