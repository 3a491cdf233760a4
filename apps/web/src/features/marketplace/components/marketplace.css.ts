import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../../styles/theme.css';

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

/** Reserves room while the packs load, so the footer does not jump (CLS). */
export const placeholder = style({ minHeight: '24rem', display: 'grid', placeItems: 'center' });

export const price = style({ fontSize: fontSize.h2, fontWeight: 800, lineHeight: 1.1 });

export const priceNote = style({ color: vars.color.textMuted, fontSize: fontSize.small });

export const footer = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const status = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

/** The return from a payment and the restore link, above the packs. */
export const returnArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  paddingTop: space[8],
});

export const confirmingRow = style({ display: 'flex', alignItems: 'center', gap: space[3] });

export const cardBadges = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

/** Solid brand colour with a tick: a status, unlike the pale level badges beside it. */
export const ownedBadge = style({
  gap: space[1],
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const ownedNote = style({
  color: vars.color.textMuted,
  fontSize: fontSize.small,
  margin: 0,
});
