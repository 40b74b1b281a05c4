/* Runs inside the browser page (page.evaluate), so it may use only the DOM and nothing it imports. */
/** What the layout check found on one page at one width; empty lists mean it passed. */
export interface LayoutReport {
  overflow: number;
  headerHeight: number;
  covered: string[];
  tooSmall: string[];
}

/**
 * Runs in the page. Every visible link, button and form control is scrolled into view the way the browser
 * would (nearest edge, honouring scroll-padding), then compared with the fixed action bar and the sticky
 * header: neither may cover it. Primary actions must be at least 44×44 px, other targets 24×24 px, except
 * links inside a sentence, which WCAG 2.5.8 exempts.
 */
export function checkLayout(): LayoutReport {
  const describeEl = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('.visually-hidden, [hidden]');
  };
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const inSentence = (el: Element) => {
    if (el.tagName !== 'A') return false;
    const parent = el.parentElement;
    if (!parent || getComputedStyle(el).display !== 'inline') return false;
    const own = [...parent.childNodes].filter((node) => node !== el);
    return own.some((node) => (node.textContent ?? '').trim().length > 1);
  };
  const primary = (el: Element) =>
    el.matches('.btn--primary, .btn--lg, .action-bar__link, .cta-buttons .btn, .contact-form__submit');

  const bar = document.querySelector('.action-bar');
  const header = document.querySelector('.site-header');
  const headerSticky = header && getComputedStyle(header).position === 'sticky';
  const report: LayoutReport = {
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    headerHeight: header?.getBoundingClientRect().height ?? 0,
    covered: [],
    tooSmall: [],
  };
  const targets = [
    ...document.querySelectorAll(
      'main a[href], main button, main input, main select, main textarea, main summary, footer a[href]',
    ),
  ].filter((el) => visible(el) && !el.closest('.action-bar'));
  for (const el of targets) {
    const r = el.getBoundingClientRect();
    const min = primary(el) ? 44 : 24;
    if (!inSentence(el) && (r.width < min - 0.5 || r.height < min - 0.5))
      report.tooSmall.push(`${describeEl(el)} ${Math.round(r.width)}×${Math.round(r.height)} < ${min}`);
    // Instant, so the box is read where the scroll ends even if the page asks for smooth scrolling.
    el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const box = el.getBoundingClientRect();
    if (bar && visible(bar) && overlaps(box, bar.getBoundingClientRect()))
      report.covered.push(`${describeEl(el)} under the action bar`);
    if (header && headerSticky && overlaps(box, header.getBoundingClientRect()))
      report.covered.push(`${describeEl(el)} under the sticky header`);
  }
  return report;
}
