import { type RefObject, useEffect, useState } from 'react';

/** What a visitor does first on a page: scroll, point, touch, type or move the focus. */
const firstMoves = [
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
  'pointermove',
  'keydown',
  'focusin',
] as const;

/**
 * Whether a part of the page below its first view is wanted yet, so its code can wait: true once
 * the element `ref` points to comes into view, or as soon as the visitor does anything (scrolls,
 * moves or presses the pointer, touches, types, moves the focus), which is well before they reach
 * it, keyboard and screen reader users included (a first Tab, a scroll to read on). A page that
 * nobody touches never loads it. Stays true once true; false while `enabled` is false.
 */
export function useWantedSoon(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!enabled || wanted) return;
    const want = () => setWanted(true);
    const options = { capture: true, passive: true } as const;
    for (const type of firstMoves) window.addEventListener(type, want, options);
    const element = ref.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (entries.some((e) => e.isIntersecting)) want();
          })
        : undefined;
    if (element) observer?.observe(element);
    return () => {
      for (const type of firstMoves) window.removeEventListener(type, want, options);
      observer?.disconnect();
    };
  }, [ref, enabled, wanted]);

  return wanted;
}
