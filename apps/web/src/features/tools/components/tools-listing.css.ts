import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, radius, space, vars } from '../../../styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  paddingBlock: space[8],
});

export const search = style({ maxWidth: '28rem' });

export const toolGrid = style({
  display: 'grid',
  gap: space[6],
  // minmax(0, …): a wide result (the loan schedule, a long formula) scrolls inside its card
  // instead of widening the column past a phone's screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const anchor = style({ scrollMarginTop: '5.5rem' });

export const results = style({ display: 'flex', flexDirection: 'column', gap: space[6] });
export const resultsHeading = style({ fontSize: fontSize.h3, fontWeight: 700 });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[4],
  padding: space[6],
  borderRadius: radius.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const wide = style({
  '@media': { [breakpoints.desktop]: { gridColumn: '1 / -1' } },
});

/** All panels stay in the prerendered HTML (forceMount) and keep their state; inactive ones hide. */
export const panel = style({ selectors: { '&[data-state="inactive"]': { display: 'none' } } });

/** Where a widget goes while its module loads (a client-side render: search results, navigation). */
export const slotPlaceholder = style({
  minHeight: '18rem',
  borderRadius: radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
