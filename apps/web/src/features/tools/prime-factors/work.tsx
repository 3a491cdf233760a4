import { type PrimeFactorsResult, primeFactors } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import { groupDigits } from '../../../lib/group-digits';
import * as styles from '../components/tool.css';
import { Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';

/** Prime factorization's calculation and result, loaded with the form's first use. */
export function solve({ value }: { value: string }) {
  if (value.trim() === '') return new Refusal('Enter a whole number, for example 360.', 'value');
  const r = primeFactors(toNumber(value));
  return r.ok ? (
    <PrimeFactorsView value={toNumber(value)} factors={r.value} />
  ) : (
    explain(r.error, (field) => (field === 'value' ? { label: 'The number' } : undefined))
  );
}

function PrimeFactorsView({ value, factors }: { value: number; factors: PrimeFactorsResult }) {
  const shown = groupDigits(value);
  // The last step states the factorization (360 = 2³ × 3² × 5), or the prime itself.
  const statement = factors.steps.at(-1);
  return (
    <div className={styles.result} data-testid="prime-factors-result">
      <p className={styles.answer}>
        {statement ? <MathView mathml={statement.mathml} /> : factors.text}
      </p>
      <p>
        {factors.isPrime
          ? `${shown} is a prime number: its only factors are 1 and itself.`
          : factors.factors.length === 0
            ? '1 is neither prime nor composite: it has no prime factors.'
            : `${shown} is not prime: it has ${factors.factors.length} different prime factor${factors.factors.length === 1 ? '' : 's'}.`}
      </p>
      <Working steps={factors.steps} />
    </div>
  );
}
