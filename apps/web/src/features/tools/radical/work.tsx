import { type SimplifyRadicalResult, simplifyRadical } from '@mathtools/math-core';
import { decimalText, MathAnswer, signed } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';
import type { RadicalInputs } from './widget';

const names: Record<string, { label: string }> = {
  radicand: { label: 'The number under the root' },
  index: { label: 'The index' },
};

/** The radical simplifier's calculation and result, loaded with the form's first use. */
export function solve({ radicand, index }: RadicalInputs) {
  if (radicand.trim() === '')
    return new Refusal('Enter the number under the root, for example 72.', 'radicand');
  const r = simplifyRadical(toNumber(radicand), index.trim() === '' ? 2 : toNumber(index));
  return r.ok ? <RadicalResult result={r.value} /> : explain(r.error, (field) => names[field]);
}

function RadicalResult({ result }: { result: SimplifyRadicalResult }) {
  return (
    <div className={styles.result} data-testid="radical-result">
      <p className={styles.answer}>
        Simplified: <MathAnswer text={result.text} />
      </p>
      <ResultStats
        items={[
          { label: 'Outside the root', value: signed(result.coefficient) },
          { label: 'Under the root', value: String(result.radicand) },
          { label: 'Decimal', value: decimalText(result.value, 6) },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}
