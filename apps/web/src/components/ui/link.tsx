/**
 * The site's links: react-router's own, a real `<a href>` (Ctrl/Cmd-click and middle-click open a
 * new tab, and it works before hydration) that navigates in the app on a plain click; `NavLink`
 * marks the link to the page shown with `aria-current="page"` (`end`: only on that exact path).
 *
 * A link stays in the page's language: on a Spanish page `<Link to="/solve">` goes to `/es/solve`
 * (see `localizedTo`). So do `useLocalizedNavigate`'s navigations.
 */

import { useCallback } from 'react';
import {
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useNavigate,
} from 'react-router-dom';
import { type Language, localizedPath, splitLanguage } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-t';

export type { LinkProps, NavLinkProps };

/**
 * Addresses that are the same in every language: the API, and the files served as they are (the
 * math-core reference under /developers/math-core, share images, the sitemap and other files
 * with an extension).
 */
const sharedPath = /^\/(?:api(?:\/|$)|developers\/math-core(?:\/|$)|og\/)|\.[a-z0-9]+$/i;

/**
 * `to` in `language`: an app path (`/solve?q=1#steps`) gets the language's code before it; a
 * path that already names a language, a shared address (`sharedPath`), a relative path and a URL
 * of another site stay as they are, and so does everything in English.
 */
export function localizedTo(to: To, language: Language): To {
  if (language === 'en') return to;
  if (typeof to !== 'string') {
    return to.pathname === undefined
      ? to
      : { ...to, pathname: localizedTo(to.pathname, language) as string };
  }
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const end = to.search(/[?#]/);
  const path = end === -1 ? to : to.slice(0, end);
  const rest = end === -1 ? '' : to.slice(end);
  if (sharedPath.test(path)) return to;
  if (splitLanguage(path).language !== 'en' || /^\/en(?:\/|$)/i.test(path)) return to;
  return `${localizedPath(path, language)}${rest}`;
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizedTo(to, useLanguage())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizedTo(to, useLanguage())} {...props} />;
}

/** react-router's `navigate`, staying in the page's language as `Link` does. */
export function useLocalizedNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(localizedTo(to, language), options);
    },
    [navigate, language],
  );
}
