/* Runs inside the browser page (page.evaluate), so coveredControls may use only the DOM and nothing it imports. */

/**
 * Runs in the page: the controls (or tiles) that show on the screen but whose centre, as the browser hit-tests it,
 * is a bar over them (the Call/Book bar, step 2's sticky Continue, the sticky header) rather than the control. With
 * `scroll`, each is first scrolled to the middle of the screen, or as near as the page lets it go (the end of a
 * page must leave room for the bar); without, the screen as it is on arrival, where a control wholly behind a bar
 * is not seen at all and so is not a trap.
 */
export function coveredControls({ selector, scroll }: { selector: string; scroll: boolean }): string[] {
  const covered: string[] = [];
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' && el.checkVisibility();
  };
  const bars = [...document.querySelectorAll('.action-bar, .booking__actions--sticky, .site-header')].filter(
    (bar) => shown(bar) && ['fixed', 'sticky'].includes(getComputedStyle(bar).position),
  );
  for (const el of [...document.querySelectorAll(selector)].filter(shown)) {
    if (bars.some((bar) => bar.contains(el))) continue;
    if (scroll) el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    // A link wrapped over two lines: its first line is what a finger aims at.
    const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // Only what shows: some part on the screen and outside every bar.
    const barBoxes = bars.map((bar) => bar.getBoundingClientRect());
    const top = Math.max(0, ...barBoxes.filter((b) => b.top <= 0).map((b) => b.bottom));
    const bottom = Math.min(
      window.innerHeight,
      ...barBoxes.filter((b) => b.bottom >= window.innerHeight - 1).map((b) => b.top),
    );
    if (box.bottom <= top || box.top >= bottom || x < 0 || x >= window.innerWidth) continue;
    const hit = document.elementFromPoint(x, Math.min(Math.max(y, 0), window.innerHeight - 1));
    // A radio is drawn by its label (the tile): the label's box is what the finger meets.
    const own = el instanceof HTMLInputElement && el.labels?.[0] ? el.labels[0] : el;
    if (hit && (own.contains(hit) || el.contains(hit) || hit === el)) continue;
    const what = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    covered.push(
      `${what} at ${Math.round(y)} under ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`,
    );
  }
  return covered;
}

/** Every control a visitor can tap in a page's main content. */
export const CONTROLS =
  'main a[href], main button, main input:not([type="hidden"]), main select, main textarea, main summary';
