/** The /solve address that solves `problem` on arrival (the page reads and solves its `?q=`). */
export const solveHref = (problem: string): string =>
  `/solve?${new URLSearchParams({ q: problem.trim() })}`;

/**
 * A box a problem is typed into: maths, so no autocorrect, capitals or spelling marks (its
 * placeholder, an example, comes from the page's catalogue).
 */
export const problemInputProps = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;
