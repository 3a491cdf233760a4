import { type PrimeFactorsResult, primeFactors } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import { Button } from '../../../components/ui/button';
import { groupDigits } from '../../../lib/group-digits';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { toNumber } from '../parse';
import { explain } from '../refusal';
import { Refusal, useToolState } from '../url-state';

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Write a whole number up to a trillion as a product of primes: 360 = 2³ × 3² × 5.',
  keywords: [
    'prime',
    'primes',
    'prime factors',
    'factor',
    'factorization',
    'factor tree',
    'is prime',
  ],
};

/** A whole number from 1 to 10¹² as a product of prime powers. Query: value. */
export function PrimeFactorsTool(props: ToolCardProps) {
  const { inputs, setInputs, set, result, error, calculate } = useToolState(
    'prime-factors',
    { value: '' },
    ({ value }) => {
      if (value.trim() === '')
        return new Refusal('Enter a whole number, for example 360.', 'value');
      const r = primeFactors(toNumber(value));
      return r.ok
        ? { value: toNumber(value), factors: r.value }
        : explain(r.error, (field) => (field === 'value' ? { label: 'The number' } : undefined));
    },
  );

  return (
    <ToolCard id="prime-factors" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Prime factorization"
        onCalculate={() => calculate()}
        error={error}
        actions={
          <Button variant="outline" onClick={() => setInputs({ value: '360' })}>
            Load Example
          </Button>
        }
        result={result ? <PrimeFactorsView {...result} /> : null}
      >
        <Fields>
          <NumberField
            label="Whole number"
            name="value"
            value={inputs.value}
            onChange={set('value')}
            placeholder="e.g. 360"
            hint="From 1 to 1,000,000,000,000."
            integer
          />
        </Fields>
      </ToolForm>
    </ToolCard>
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
