import { authorProfilePath, postIllustration, type BlogPost } from '../../data/blog';
import { business, serviceCallFeeLabel } from '../../data/business';
import { coupons } from '../../data/site/coupons';
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

const firstCoupon = coupons[0]!;

export function BlogPostPage({ post, authorRole, bodyHtml, related, trail }: BlogPostPageProps) {
  return (
    <>
      <article className="article" aria-labelledby="article-title">
        <header className="article-header">
          <div className="container article-header__inner">
            <div className="article-header__text">
              <Breadcrumbs trail={trail} onDark />
              <p className="eyebrow eyebrow--light article-header__category">{post.category}</p>
              <h1 id="article-title">{post.title}</h1>
              <p className="article-header__meta">
                <span>
                  By{' '}
                  <a className="article-header__author" href={authorProfilePath(post.author)}>
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
                Need It Fixed Today?
              </h2>
              <p>
                {serviceCallFeeLabel} service call, credited toward the repair. {business.warrantyDays}-day warranty.
              </p>
              <CallToActions />
              <p className="article-aside__coupon">
                New customer? Mention <strong>{firstCoupon.code}</strong>: {firstCoupon.title.toLowerCase()}.{' '}
                <a href="/coupons">See all coupons</a>
              </p>
            </div>
          </aside>
        </div>
      </article>

      <section className="section section--tight" aria-labelledby="article-cta-title">
        <div className="container">
          <div className="cta-panel article-cta">
            <h2 id="article-cta-title">Rather Have a Technician Take a Look?</h2>
            <p>
              Our licensed and insured technicians repair every major brand across Washington DC and Prince George's,
              Montgomery and Howard counties, often on the day you call. Every repair carries a {business.warrantyDays}
              -day parts and labour warranty.
            </p>
            <CallToActions />
          </div>
        </div>
      </section>

      {related.length > 0 && (
        <section className="section section--alt" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">Related Articles</h2>
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
