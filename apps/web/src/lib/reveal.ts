/**
 * What a visitor's action brought (an answer's heading, a refusal, a grade) takes the focus and
 * is scrolled into the part of the window that nothing covers: below the sticky header and above
 * the solver's docked keypad. Both are the root's `scroll-padding` (global styles), which the
 * browser's own focus and `scrollIntoView` also keep clear, so one place says how much is covered.
 */

const px = (value: string) => Number.parseFloat(value) || 0;

/** The band of the window that nothing covers, in viewport pixels. */
export function uncoveredBand(): { top: number; bottom: number } {
  const style = getComputedStyle(document.documentElement);
  return {
    top: px(style.scrollPaddingTop),
    bottom: window.innerHeight - px(style.scrollPaddingBottom),
  };
}

/**
 * Focuses `element` (which needs `tabIndex={-1}` unless it is a control) and scrolls it into the
 * uncovered band unless it is there already: a result's heading (`start`) to the band's top
 * unless it is in the band's upper half, so what follows it (the answer) is in view too; a
 * message (`nearest`) by as little as it takes.
 */
export function reveal(element: HTMLElement, block: 'start' | 'nearest' = 'start') {
  element.focus({ preventScroll: true });
  keepInView(element, block);
}

/**
 * `reveal`'s scrolling alone, for what has grown since it was revealed (a refusal's tool hint,
 * looked up after it): it moves the page only when the element is no longer in the band, and
 * leaves the focus where it is.
 */
export function keepInView(element: HTMLElement, block: 'start' | 'nearest' = 'start') {
  const box = element.getBoundingClientRect();
  const band = uncoveredBand();
  const lowest = block === 'start' ? (band.top + band.bottom) / 2 : band.bottom;
  if (box.top >= band.top && box.bottom <= lowest) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block, behavior: reduced ? 'auto' : 'smooth' });
}
