import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';

/**
 * The one theme contract every style reads from. Light and dark values below are chosen for
 * WCAG AA: body text ≥ 7:1 and muted text ≥ 4.5:1 on every surface, primary buttons ≥ 4.5:1.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    primarySoft: null,
    primarySoftText: null,
    link: null,
    focus: null,
    success: null,
    successSoft: null,
    danger: null,
    dangerSoft: null,
    dangerText: null,
    warningSoft: null,
    warningText: null,
    heroFrom: null,
    heroTo: null,
  },
  shadow: { small: null, medium: null },
});

const light = {
  color: {
    background: '#ffffff',
    surface: '#f8fafc',
    surfaceRaised: '#ffffff',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#e2e8f0',
    borderStrong: '#94a3b8',
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryText: '#ffffff',
    primarySoft: '#eef2ff',
    primarySoftText: '#3730a3',
    link: '#4338ca',
    focus: '#4f46e5',
    success: '#166534',
    successSoft: '#dcfce7',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    dangerText: '#ffffff',
    warningSoft: '#fef3c7',
    warningText: '#78350f',
    heroFrom: '#eef2ff',
    heroTo: '#f8fafc',
  },
  shadow: {
    small: '0 1px 2px rgb(15 23 42 / 0.08)',
    medium: '0 8px 24px rgb(15 23 42 / 0.12)',
  },
};

const dark: typeof light = {
  color: {
    background: '#0b1120',
    surface: '#111827',
    surfaceRaised: '#1e293b',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    border: '#334155',
    borderStrong: '#64748b',
    primary: '#a5b4fc',
    primaryHover: '#c7d2fe',
    primaryText: '#0f172a',
    primarySoft: '#1e1b4b',
    primarySoftText: '#c7d2fe',
    link: '#a5b4fc',
    focus: '#a5b4fc',
    success: '#86efac',
    successSoft: '#14532d',
    danger: '#991b1b',
    dangerSoft: '#450a0a',
    dangerText: '#ffffff',
    warningSoft: '#451a03',
    warningText: '#fde68a',
    heroFrom: '#1e1b4b',
    heroTo: '#0b1120',
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.4)',
    medium: '0 8px 24px rgb(0 0 0 / 0.5)',
  },
};

// `data-theme` is set on <html> by the inline script in index.html before first paint.
createGlobalTheme(':root, :root[data-theme="light"]', vars, light);
createGlobalTheme(':root[data-theme="dark"]', vars, dark);
// Without JavaScript the system preference still applies.
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark) } },
});

/** Static tokens: the same in both themes. */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radius = { small: '0.375rem', medium: '0.625rem', large: '1rem', full: '999px' };

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

export const fontSize = {
  small: '0.875rem',
  body: '1rem',
  large: '1.125rem',
  h3: '1.25rem',
  h2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  h1: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
};

export const breakpoints = {
  desktop: 'screen and (min-width: 960px)',
  /** Header shows the full navigation (not the menu button) from this width up. */
  wideNav: 'screen and (min-width: 1120px)',
  tablet: 'screen and (min-width: 640px)',
};

export const contentWidth = '72rem';
