import { type PrimeFactorsResult, primeFactors } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import * as styles from '../components/tool.css';
import { Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { localWhole } from '../lib/local-numbers';
import { toNumber } from '../lib/parse';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';

/** Prime factorization's calculation and result, loaded with the form's first use. */
export function solve({ value }: { value: string }, language: Language = 'en') {
  const w = translator(language, 'tools-math');
  if (value.trim() === '') return new Refusal(w('prime.enter'), 'value');
  const r = primeFactors(toNumber(value));
  return r.ok
    ? shownInLanguage(r.value, language, (factors) => (
        <PrimeFactorsView value={toNumber(value)} factors={factors} language={language} />
      ))
    : explain(r.error, (field) =>
        field === 'value' ? { label: w('prime.theNumber') } : undefined,
      );
}

function PrimeFactorsView({
  value,
  factors,
  language,
}: {
  value: number;
  factors: PrimeFactorsResult;
  language: Language;
}) {
  const w = useWords('tools-math');
  const shown = localWhole(language, value);
  // The last step states the factorization (360 = 2³ × 3² × 5), or the prime itself.
  const statement = factors.steps.at(-1);
  return (
    <div className={styles.result} data-testid="prime-factors-result">
      <p className={styles.answer}>
        {statement ? <MathView mathml={statement.mathml} /> : factors.text}
      </p>
      <p>
        {factors.isPrime
          ? w('prime.isPrime', { n: shown })
          : factors.factors.length === 0
            ? w('prime.one')
            : w('prime.composite', { n: shown, count: factors.factors.length })}
      </p>
      <Working steps={factors.steps} />
    </div>
  );
}
