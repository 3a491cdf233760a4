import { type FractionCalcResult, fractionCalc } from '@mathtools/math-core';
import { decimalText, MathAnswer } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { operatorOf } from '../lib/operations';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';
import type { FractionInputs } from './widget';

const labels: Record<string, string> = { a: 'The first fraction', b: 'The second fraction' };

/** The fraction calculator's calculation and result, loaded with the form's first use. */
export function solve({ a, op, b }: FractionInputs) {
  const operator = operatorOf(op);
  if (!operator) return new Refusal('Choose an operation: add, subtract, multiply or divide.');
  const r = fractionCalc(a, operator, b);
  if (!r.ok) {
    // An empty field is asked for rather than judged.
    const blank = r.error.field === 'a' ? a : r.error.field === 'b' ? b : undefined;
    if (blank?.trim() === '' && r.error.field)
      return new Refusal(`Enter ${labels[r.error.field]?.toLowerCase()}.`, r.error.field);
    return explain(r.error, (field) => (labels[field] ? { label: labels[field] } : undefined));
  }
  return <FractionResult result={r.value} />;
}

function FractionResult({ result }: { result: FractionCalcResult }) {
  const mixed = result.mixed !== result.fraction;
  return (
    <div className={styles.result} data-testid="fraction-result">
      <p className={styles.answer}>
        <MathAnswer text={result.fraction} />
        {mixed ? (
          <>
            {' = '}
            <MathAnswer text={result.mixed} />
          </>
        ) : null}
      </p>
      <ResultStats
        items={[
          { label: 'In lowest terms', value: <MathAnswer text={result.fraction} /> },
          { label: 'Mixed number', value: <MathAnswer text={result.mixed} /> },
          { label: 'Decimal', value: decimalText(result.value, 10) },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}
