/**
 * The site's links are react-router's own: a real `<a href>` (Ctrl/Cmd-click and middle-click open
 * a new tab, and it works before hydration) that navigates in the app on a plain click; `NavLink`
 * marks the link to the page shown with `aria-current="page"` (`end`: only on that exact path).
 */
export { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router-dom';
