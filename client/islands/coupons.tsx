import { useState, type MouseEvent } from 'react';
import type { Coupon } from '../../data/site/coupons';
import { business } from '../../data/business';
import { localePath, type Locale } from '../../data/locale';
import { screenMessagesFor, type ScreenMessages } from '../../data/messages/screens';
import { showToast } from '../toast';
import { useHydrated } from '../hydrated';

export interface CouponListProps {
  coupons: Coupon[];
  /** The page's language (the server's rendering and the island's words agree); English when absent. */
  locale?: Locale;
}

/** Copies the code and says so in a toast; true when the browser allowed it. */
async function copyCode(code: string, coupons: ScreenMessages['coupons']): Promise<boolean> {
  try {
    // Throws if the API is missing (insecure origin, old browser) or the visitor's browser refuses.
    await navigator.clipboard.writeText(code);
    showToast({
      title: coupons.copiedTitle,
      text: coupons.copiedText(code),
      tone: 'success',
    });
    return true;
  } catch {
    showToast({
      title: coupons.notCopiedTitle,
      text: coupons.notCopiedText(code, business.phone.display),
      tone: 'error',
    });
    return false;
  }
}

/**
 * The coupons. Each code is always printed as plain, selectable text; once JavaScript runs, clicking a coupon
 * (or its Copy button, the keyboard's way in) copies the code and says so in a toast.
 */
export default function CouponList({ coupons: offers, locale = 'en' }: CouponListProps) {
  const hydrated = useHydrated();
  const { coupons } = screenMessagesFor(locale);
  // The last code copied: its button says Copied, so the visitor sees it worked without reading the toast.
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (code: string) => void copyCode(code, coupons).then((ok) => setCopied(ok ? code : null));

  const onCardClick = (code: string) => (event: MouseEvent) => {
    // A visitor selecting the code by dragging should keep their selection rather than trigger a copy.
    if (window.getSelection()?.toString()) return;
    if ((event.target as Element).closest('button')) return;
    copy(code);
  };

  return (
    <ul className="coupons">
      {offers.map((coupon) => (
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
              <span className="coupon__code-label">{coupons.code}</span>
              <strong className="coupon__code">{coupon.code}</strong>
            </p>
            {hydrated ? (
              <button type="button" className="btn btn--light coupon__copy" onClick={() => copy(coupon.code)}>
                {copied === coupon.code ? coupons.copied : coupons.copy}
                <span className="visually-hidden"> {coupon.code}</span>
              </button>
            ) : (
              <p className="coupon__hint">{coupons.hint}</p>
            )}
            <a className="coupon__book" href={localePath(locale, `/book?coupon=${coupon.code}`)}>
              {coupons.bookWithCode}
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
