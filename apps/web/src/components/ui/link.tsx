import type { ComponentProps, MouseEvent } from 'react';
import {
  type To,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router-dom';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path inside the site; a page elsewhere is a plain `<a href>`. */
  to: To;
};

/**
 * A link to a page of the site: a real `<a href>` (Ctrl/Cmd-click and middle-click open a new tab,
 * and it works before hydration), while a plain click navigates in the app without a reload.
 *
 * Built from react-router's documented pieces for custom links (`useHref`, `useLinkClickHandler`:
 * the same click rules as its `Link`) instead of its `Link`, which renders framework mode's
 * route-module prefetching and view transitions that this app never uses. With react-router's
 * unused components made removable (the patch listed in `pnpm-workspace.yaml`), that code is no
 * longer in every page's entry. The lint config points imports of react-router's `Link`,
 * `NavLink` and `Form` here.
 */
export function Link({ to, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...props} href={href} target={target} onClick={handleClick} />;
}

export type NavLinkProps = LinkProps & {
  /** Current only on this exact path, not on the pages below it (for the home page's `/`). */
  end?: boolean;
};

/** A {@link Link} in a navigation menu: `aria-current="page"` on the link to the page shown. */
export function NavLink({ end = false, ...props }: NavLinkProps) {
  // Routes match without regard to case, so the menu does too.
  const pathname = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(props.to).pathname.toLowerCase();
  const current = pathname === path || (!end && pathname.startsWith(`${path}/`));
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
