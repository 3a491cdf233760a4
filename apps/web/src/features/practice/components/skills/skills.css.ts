import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, radius, space, vars } from '../../../../styles/theme.css';

export const hints = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const note = style({ color: vars.color.textMuted, fontSize: fontSize.small, margin: 0 });

export const level = style({ margin: 0, marginTop: space[2], fontWeight: 700 });

/** The overview card: title and Review button on one row, wrapping on a phone. */
export const overview = style({ marginTop: space[6] });

export const overviewHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const skillList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[3],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const skill = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[4],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const activeSkill = style({ borderColor: vars.color.primary, borderWidth: 2 });

export const skillName = style({ fontSize: fontSize.large, fontWeight: 700, margin: 0 });

export const skillDescription = style({ margin: 0, color: vars.color.textMuted });

export const levelRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const skillFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  marginTop: 'auto',
});

export const subheading = style({ fontSize: fontSize.large, fontWeight: 700, margin: 0 });

export const panelBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const summaryList = style({
  margin: 0,
  paddingInlineStart: space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

/** Back to random problems at the start of its row, as small as its words. */
export const back = style({ display: 'flex' });

export const fullRow = style({ flexBasis: '100%' });

/** The skills of the pack opened from the marketplace, above the category's own. */
export const packSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  paddingBottom: space[4],
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Focused by script on arrival (tabIndex -1), not a control: no focus ring. */
export const packHeading = style({
  // Scrolled to on arrival: clear of the sticky site header.
  scrollMarginTop: space[16],
  selectors: { '&:focus': { outline: 'none' } },
});

/** The Free tier's premium problems left this month, above the premium skills. */
export const allowance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  padding: `${space[3]} ${space[4]}`,
  borderRadius: radius.medium,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const allowanceCount = style({ margin: 0, fontWeight: 700 });
