import { business, googleProfileUrl } from '../../data/business';
import { usePageMessages } from '../components/page-messages';

export interface ReviewThanksPageProps {
  firstName: string;
  /** Set for a 1–3 star answer: the call back it is offered, and whether it was asked for. */
  callback?: { action: string; asked: boolean } | undefined;
  /** Set for a 4–5 star answer: a plain link to post it on the business's Google profile too. */
  googleProfile?: boolean;
}

/**
 * After an answer: thanks, and for a low one an apology and a call back, one button posting a plain form; for a
 * high one, a plain link to the Google profile (no script, image or request of Google's on this page: the browser
 * goes there only if the customer follows it). The same page answers the link ever after, so a second review
 * cannot be sent.
 */
export function ReviewThanksPage({ firstName, callback, googleProfile = false }: ReviewThanksPageProps) {
  const { manage, reviewForm } = usePageMessages();
  return (
    <section className="section review-form-page" aria-labelledby="review-thanks-title">
      <div className="container narrow">
        <p className="eyebrow">{reviewForm.eyebrowThanks}</p>
        <h1 id="review-thanks-title">{firstName ? reviewForm.thanks(firstName) : reviewForm.thanksNoName}</h1>
        <p className="review-form-page__lead" role="status">
          {reviewForm.onReviewsPage}
        </p>
        {googleProfile ? (
          <div className="review-callback review-google">
            <h2 className="review-callback__title">{reviewForm.googleHeading}</h2>
            <p>{reviewForm.googleBody}</p>
            <a className="btn btn--primary btn--lg" href={googleProfileUrl} rel="noopener noreferrer">
              {reviewForm.googleLink}
            </a>
          </div>
        ) : null}
        {callback && !callback.asked ? (
          <form className="review-callback" method="post" action={callback.action}>
            <h2 className="review-callback__title">{reviewForm.sorryHeading}</h2>
            <p>{reviewForm.sorryBody}</p>
            <button type="submit" className="btn btn--primary btn--lg">
              {reviewForm.callMe}
            </button>
          </form>
        ) : null}
        {callback?.asked ? (
          <div className="review-callback" role="status">
            <h2 className="review-callback__title">{reviewForm.willCallHeading}</h2>
            <p>{reviewForm.willCallBody}</p>
          </div>
        ) : null}
        <p className="review-form-page__call">
          {reviewForm.anythingElse}
          <a className="tel" href={business.phone.href}>
            {manage.call(business.phone.display)}
          </a>
        </p>
      </div>
    </section>
  );
}
