/** A box maths is typed in: no autocomplete, capitals, autocorrect or spelling marks. */
export const mathBoxProps = {
  autoComplete: 'off',
  autoCapitalize: 'off',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
