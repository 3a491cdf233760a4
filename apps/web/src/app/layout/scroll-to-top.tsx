import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change scrolls the window to the top. A link with a hash
 * (e.g. /tools#unit-converter) scrolls to that element instead when it exists.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
