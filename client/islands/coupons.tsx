import { useState, type MouseEvent } from 'react';
import type { Coupon } from '../../data/site/coupons';
import { business } from '../../data/business';
import { showToast } from '../toast';
import { useHydrated } from '../hydrated';

export interface CouponListProps {
  coupons: Coupon[];
}

/** Copies the code and says so in a toast; true when the browser allowed it. */
async function copyCode(code: string): Promise<boolean> {
  try {
    // Throws if the API is missing (insecure origin, old browser) or the visitor's browser refuses.
    await navigator.clipboard.writeText(code);
    showToast({
      title: 'Coupon Code Copied!',
      text: `The code ${code} was copied to your clipboard. Mention it when you call us to book.`,
      tone: 'success',
    });
    return true;
  } catch {
    showToast({
      title: 'Could Not Copy the Code',
      text: `Your browser did not allow copying. Please note the code ${code} and mention it when you call ${business.phone.display}.`,
      tone: 'error',
    });
    return false;
  }
}

/**
 * The coupons. Each code is always printed as plain, selectable text; once JavaScript runs, clicking a coupon
 * (or its Copy button, the keyboard's way in) copies the code and says so in a toast.
 */
export default function CouponList({ coupons }: CouponListProps) {
  const hydrated = useHydrated();
  // The last code copied: its button says Copied, so the visitor sees it worked without reading the toast.
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (code: string) => void copyCode(code).then((ok) => setCopied(ok ? code : null));

  const onCardClick = (code: string) => (event: MouseEvent) => {
    // A visitor selecting the code by dragging should keep their selection rather than trigger a copy.
    if (window.getSelection()?.toString()) return;
    if ((event.target as Element).closest('button')) return;
    copy(code);
  };

  return (
    <ul className="coupons">
      {coupons.map((coupon) => (
        <li key={coupon.code}>
          {/* The card's click is a mouse shortcut; the Copy button inside is the keyboard and screen reader path. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <article
            className={`coupon coupon--${coupon.colour}${hydrated ? ' coupon--copyable' : ''}`}
            aria-labelledby={`coupon-${coupon.code}`}
            onClick={hydrated ? onCardClick(coupon.code) : undefined}
          >
            <h2 className="coupon__title" id={`coupon-${coupon.code}`}>
              {coupon.title}
            </h2>
            <p className="coupon__description">{coupon.description}</p>
            <p className="coupon__code-line">
              <span className="coupon__code-label">Code</span>
              <strong className="coupon__code">{coupon.code}</strong>
            </p>
            {hydrated ? (
              <button type="button" className="btn btn--light coupon__copy" onClick={() => copy(coupon.code)}>
                {copied === coupon.code ? 'Copied' : 'Copy code'}
                <span className="visually-hidden"> {coupon.code}</span>
              </button>
            ) : (
              <p className="coupon__hint">Book online with it, or give it when you call.</p>
            )}
            <a className="coupon__book" href={`/book?coupon=${coupon.code}`}>
              Book with this code
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
