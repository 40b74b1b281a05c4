import type { Coupon } from '../../data/site/coupons';
import { business } from '../../data/business';
import { localePath, type Locale } from '../../data/locale';
import { screenMessagesFor, type ScreenMessages } from '../../data/messages/screens';
import { showToast } from '../toast';

export interface CouponListProps {
  coupons: Coupon[];
  /** The page's language (the server's rendering and the island's words agree); English when absent. */
  locale?: Locale;
}

/**
 * The coupons. Each code is always printed as plain, selectable text, with a hint to book with it or give it on the
 * phone. The server renders this component; the browser never does: `enhance` below turns each hint into a Copy
 * button and makes the card copy on a click (decision 0065).
 */
export default function CouponList({ coupons: offers, locale = 'en' }: CouponListProps) {
  const { coupons } = screenMessagesFor(locale);
  return (
    <ul className="coupons">
      {offers.map((coupon) => (
        <li key={coupon.code}>
          <article className={`coupon coupon--${coupon.colour}`} aria-labelledby={`coupon-${coupon.code}`}>
            <h2 className="coupon__title" id={`coupon-${coupon.code}`}>
              {coupon.title}
            </h2>
            <p className="coupon__description">{coupon.description}</p>
            <p className="coupon__code-line">
              <span className="coupon__code-label">{coupons.code}</span>
              <strong className="coupon__code">{coupon.code}</strong>
            </p>
            <p className="coupon__hint">{coupons.hint}</p>
            <a className="coupon__book" href={localePath(locale, `/book?coupon=${coupon.code}`)}>
              {coupons.bookWithCode}
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Copies the code and says so in a toast; true when the browser allowed it. */
async function copyCode(code: string, coupons: ScreenMessages['coupons']): Promise<boolean> {
  try {
    // Throws if the API is missing (insecure origin, old browser) or the visitor's browser refuses.
    await navigator.clipboard.writeText(code);
    showToast({ title: coupons.copiedTitle, text: coupons.copiedText(code), tone: 'success' });
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
 * The browser's side (client/main.ts, the registry's 'enhance' rule), without React: each card's hint becomes a
 * Copy button (the keyboard's and screen reader's way in, named with its code), and a click anywhere else on the
 * card copies too, unless the visitor is selecting the code by dragging. The last code copied says Copied on its
 * button; the toast (the toaster island, woken by it) says what happened.
 */
export async function enhance(root: HTMLElement, props: CouponListProps): Promise<void> {
  const { coupons } = screenMessagesFor(props.locale ?? 'en');
  const buttons = new Map<string, Text>();
  const copy = (code: string) =>
    void copyCode(code, coupons).then((ok) => {
      for (const [shown, words] of buttons) words.data = ok && shown === code ? coupons.copied : coupons.copy;
    });

  for (const card of root.querySelectorAll<HTMLElement>('article.coupon')) {
    const code = card.querySelector('.coupon__code')?.textContent ?? '';
    const hint = card.querySelector('.coupon__hint');
    if (!code || !hint) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'btn btn--light coupon__copy';
    const words = document.createTextNode(coupons.copy);
    const name = document.createElement('span');
    name.className = 'visually-hidden';
    name.textContent = ` ${code}`;
    button.append(words, name);
    button.addEventListener('click', () => copy(code));
    buttons.set(code, words);
    hint.replaceWith(button);
    card.classList.add('coupon--copyable');
    // The card's click is a mouse shortcut; the Copy button inside is the keyboard and screen reader path.
    card.addEventListener('click', (event) => {
      if (window.getSelection()?.toString()) return;
      if ((event.target as Element).closest('button')) return;
      copy(code);
    });
  }
}
