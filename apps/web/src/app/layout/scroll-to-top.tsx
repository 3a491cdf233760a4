import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every route change scrolls the window to the top. A link with a hash
 * (e.g. /tools#unit-converter) scrolls to that element instead when it exists. A page that
 * replaces its own query (/solve writing the problem into ?q=) stays where the reader is: that
 * is the same page, not a route change. The page the browser loaded is not a route change
 * either: the browser has placed it (at its hash, or where a reload left it), and a visitor
 * may have scrolled the prerendered page before the script arrived.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  // The location last placed: at first the one the browser loaded (a second run of the effect for
  // the same location, as StrictMode makes in development, is not a route change either).
  const placed = useRef(key);
  useLayoutEffect(() => {
    if (placed.current === key) return;
    placed.current = key;
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (samePage && navigationType === 'REPLACE' && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key, navigationType]);
  return null;
}
