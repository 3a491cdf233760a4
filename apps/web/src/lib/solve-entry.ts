/** The /solve address that solves `problem` on arrival (the page reads and solves its `?q=`). */
export const solveHref = (problem: string): string =>
  `/solve?${new URLSearchParams({ q: problem.trim() })}`;

/** A box a problem is typed into: maths, so no autocorrect, capitals or spelling marks. */
export const problemInputProps = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  placeholder: 'e.g. x^2-5x+6=0',
} as const;
