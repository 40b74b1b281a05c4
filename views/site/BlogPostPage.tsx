import { authorProfilePath, blogCategoryLabel, postIllustration, type BlogPost } from '../../data/blog';
import { business, serviceCallFeeLabel } from '../../data/business';
import { localePath } from '../../data/locale';
import { couponsIn } from '../../data/site/localized';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';
import { BlogCard } from '../components/cards/BlogCard';
import { CallToActions } from '../components/actions/CallToActions';
import { Icon } from '../components/icons';
import { Breadcrumbs, type BreadcrumbStep } from '../components/Breadcrumbs';
import { PostDate } from '../components/cards/PostDate';
import type { SafeHtml } from '../safeHtml';

export interface BlogPostPageProps {
  post: BlogPost;
  /** The author's role, e.g. Lead Technician. */
  authorRole?: string;
  /** The article body, already through sanitizeArticleHtml. */
  bodyHtml: SafeHtml;
  related: readonly BlogPost[];
  /** Home, Blog, this article: shown above the heading, and the head's BreadcrumbList. */
  trail: readonly BreadcrumbStep[];
}

export function BlogPostPage({ post, authorRole, bodyHtml, related, trail }: BlogPostPageProps) {
  const locale = useLocale();
  const { blog } = usePageMessages();
  const firstCoupon = couponsIn(locale)[0]!;
  return (
    <>
      <article className="article" aria-labelledby="article-title">
        <header className="article-header">
          <div className="container article-header__inner">
            <div className="article-header__text">
              <Breadcrumbs trail={trail} onDark />
              <p className="eyebrow eyebrow--light article-header__category">
                {blogCategoryLabel(post.category, locale)}
              </p>
              <h1 id="article-title">{post.title}</h1>
              <p className="article-header__meta">
                <span>
                  {blog.by}{' '}
                  <a className="article-header__author" href={localePath(locale, authorProfilePath(post.author))}>
                    {post.author}
                  </a>
                  {authorRole && `, ${authorRole}`}
                </span>
                <span className="article-header__date">
                  <Icon name="calendar" />
                  <PostDate date={post.date} />
                </span>
              </p>
            </div>
            <img
              className="article-header__image"
              src={postIllustration(post)}
              alt={post.image}
              width={320}
              height={180}
            />
          </div>
        </header>

        <div className="container article-layout">
          <div className="article-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          <aside className="article-aside" aria-labelledby="article-aside-title">
            <div className="article-aside__card">
              <h2 id="article-aside-title" className="article-aside__title">
                {blog.asideTitle}
              </h2>
              <p>{blog.asideText(serviceCallFeeLabel, business.warrantyDays)}</p>
              <CallToActions />
              <p className="article-aside__coupon">
                {blog.couponMention} <strong>{firstCoupon.code}</strong>
                {blog.couponWhat(firstCoupon.title)} <a href={localePath(locale, '/coupons')}>{blog.allCoupons}</a>
              </p>
            </div>
          </aside>
        </div>
      </article>

      <section className="section section--tight" aria-labelledby="article-cta-title">
        <div className="container">
          <div className="cta-panel article-cta">
            <h2 id="article-cta-title">{blog.ctaTitle}</h2>
            <p>{blog.ctaText(business.warrantyDays)}</p>
            <CallToActions />
          </div>
        </div>
      </section>

      {related.length > 0 && (
        <section className="section section--alt" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">{blog.relatedTitle}</h2>
            <ul className="blog-grid blog-grid--related">
              {related.map((other) => (
                <BlogCard key={other.slug} post={other} headingLevel={3} lazy />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
