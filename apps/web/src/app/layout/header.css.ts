import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, radius, space, vars } from '../../styles/theme.css';

/**
 * Phones narrower than 360 px (320 px is the narrowest we support): the bar's logo, name, language
 * menu, theme toggle and menu button fit in one row only with tighter gaps.
 */
const narrowPhone = '(max-width: 359.98px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[4],
  minHeight: '4rem',
  '@media': { [breakpoints.wideNav]: { gap: space[3] }, [narrowPhone]: { gap: space[2] } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  fontWeight: 800,
  fontSize: '1.25rem',
  color: vars.color.text,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const logo = style({ width: 32, height: 32, flexShrink: 0 });

export const desktopNav = style({
  display: 'none',
  '@media': { [breakpoints.wideNav]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.small,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  // Nine links, the language menu, the theme toggle and Contact Us share one row from wideNav up,
  // in the longest of the five languages too: tighter there, in smaller type.
  '@media': {
    [breakpoints.wideNav]: { paddingInline: '0.3125rem', fontSize: '0.875rem' },
    // Spanish's words are the longest: a size smaller until the container stops growing.
    [`${breakpoints.wideNav} and (max-width: 1279.98px)`]: {
      selectors: { 'html[lang="es"] &': { fontSize: '0.8125rem' } },
    },
  },
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surface },
    '&[aria-current="page"]': {
      color: vars.color.primarySoftText,
      background: vars.color.primarySoft,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  '@media': { [breakpoints.wideNav]: { gap: space[1] }, [narrowPhone]: { gap: space[1] } },
});

export const contactDesktop = style({
  display: 'none',
  '@media': { [breakpoints.wideNav]: { display: 'inline-flex' } },
});

export const menuButton = style({
  '@media': { [breakpoints.wideNav]: { display: 'none' } },
});

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  paddingBlock: space[4],
  maxHeight: 'calc(100vh - 4rem)',
  overflowY: 'auto',
  '@media': { [breakpoints.wideNav]: { display: 'none' } },
});

export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mobileLink = style([
  navLink,
  { width: '100%', fontSize: '1rem', minHeight: '2.75rem' },
]);

export const mobileContact = style({ marginTop: space[4] });

export const skipLink = style({
  position: 'absolute',
  left: space[4],
  top: '-4rem',
  zIndex: 60,
  padding: `${space[2]} ${space[4]}`,
  borderRadius: radius.small,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  selectors: { '&:focus': { top: space[2] } },
});

export const themeIconSun = style({
  selectors: { 'html[data-theme="dark"] &': { display: 'none' } },
});
export const themeIconMoon = style({
  display: 'none',
  selectors: { 'html[data-theme="dark"] &': { display: 'block' } },
});

export const languageMenu = style({ position: 'relative' });

export const languageButton = style({
  // Doubled, to win over the button's own size class.
  selectors: { '&&': { gap: space[1], paddingInline: space[2] } },
});

globalStyle(`${languageButton} svg`, { flexShrink: 0 });

// On the narrowest phones the button is the globe alone (its name says the language).
export const languageCode = style({
  fontWeight: 700,
  fontSize: '0.8125rem',
  '@media': { [narrowPhone]: { display: 'none' } },
});

export const languageList = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 0.25rem)',
  zIndex: 50,
  minWidth: '10rem',
  margin: 0,
  padding: space[1],
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.small,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.12)',
});

export const languageLink = style([
  navLink,
  {
    width: '100%',
    selectors: {
      '&[aria-current="true"]': {
        color: vars.color.primarySoftText,
        background: vars.color.primarySoft,
      },
    },
  },
]);

export const languageNotice = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  paddingBlock: space[2],
  fontSize: '0.9375rem',
});

export const languageNoticeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
});

export const languageNoticeText = style({ margin: 0, marginRight: 'auto' });
