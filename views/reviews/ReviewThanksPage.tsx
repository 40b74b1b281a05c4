import { business, googleProfileUrl } from '../../data/business';

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
  return (
    <section className="section review-form-page" aria-labelledby="review-thanks-title">
      <div className="container narrow">
        <p className="eyebrow">Your review</p>
        <h1 id="review-thanks-title">{firstName ? `Thank you, ${firstName}` : 'Thank you'}</h1>
        <p className="review-form-page__lead" role="status">
          Your review is on our Reviews page, as every answer is. The owner reads every one.
        </p>
        {googleProfile ? (
          <div className="review-callback review-google">
            <h2 className="review-callback__title">Would you post it on Google too?</h2>
            <p>
              Neighbours choosing a repair company read reviews there. Copy your words if you like; posting takes a
              Google account, and it is entirely up to you.
            </p>
            <a className="btn btn--primary btn--lg" href={googleProfileUrl} rel="noopener noreferrer">
              Post your review on Google
            </a>
          </div>
        ) : null}
        {callback && !callback.asked ? (
          <form className="review-callback" method="post" action={callback.action}>
            <h2 className="review-callback__title">We are sorry it was not better</h2>
            <p>Would you like the owner to call you about it? We will call the number on your booking.</p>
            <button type="submit" className="btn btn--primary btn--lg">
              Yes, please call me
            </button>
          </form>
        ) : null}
        {callback?.asked ? (
          <div className="review-callback" role="status">
            <h2 className="review-callback__title">We will call you</h2>
            <p>The office has your request and will call the number on your booking.</p>
          </div>
        ) : null}
        <p className="review-form-page__call">
          Anything else?{' '}
          <a className="tel" href={business.phone.href}>
            Call {business.phone.display}
          </a>
        </p>
      </div>
    </section>
  );
}
