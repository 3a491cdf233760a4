/**
 * A sentence's template with its {names} filled in: each value written by `write`, a name without
 * a value left as it is. The tutor's verdicts and the graph's descriptions are written this way in
 * every language.
 */
export const fillIn = <V>(
  template: string,
  values: Readonly<Record<string, V>> | undefined,
  write: (value: V) => string,
): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values?.[name];
    return value === undefined ? whole : write(value);
  });
