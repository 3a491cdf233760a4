import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every route change scrolls the window to the top. A link with a hash
 * (e.g. /tools#unit-converter) scrolls to that element instead when it exists. A page that
 * replaces its own query (/solve writing the problem into ?q=) stays where the reader is: that
 * is the same page, not a route change.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    if (samePage && navigationType === 'REPLACE' && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key, navigationType]);
  return null;
}
