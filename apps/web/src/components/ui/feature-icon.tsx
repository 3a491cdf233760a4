import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Decorative tick for "included" list items; say "Included" in text too (not by icon alone). */
export function CheckIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...base} {...props}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

/** Decorative cross for "not included" list items; pair it with text. */
export function CrossIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...base} {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
