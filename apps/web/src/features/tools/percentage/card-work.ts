import { percentOf } from '@mathtools/math-core';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { inLanguage } from '../lib/in-language';
import { localDecimal, localEcho } from '../lib/local-numbers';
import { toNumber } from '../lib/parse';
import { explain } from '../lib/refusal';

/**
 * The percentage page's card's calculation, loaded with the form's first use (`lazyWork`), so the
 * page's first load carries neither math-core's percentage nor the typesetting of its steps.
 * The answer's figures are written as the page's language writes numbers; the working comes in
 * its words (`inLanguage`).
 */
export function solve(
  { value, percentage }: { value: string; percentage: string },
  language: Language,
) {
  const w = translator(language, 'tools-calculators');
  const r = percentOf(toNumber(value), toNumber(percentage));
  return r.ok
    ? inLanguage(
        {
          value: localEcho(language, value),
          percentage: localEcho(language, percentage),
          answer: localDecimal(language, r.value.trimmed),
          steps: r.value.steps,
        },
        language,
      )
    : explain(r.error, (f) =>
        f === 'value'
          ? { label: w('percentage.card.theValue') }
          : f === 'percent'
            ? { label: w('percentage.card.thePercentage'), control: 'percentage' }
            : undefined,
      );
}
