import { type FractionCalcResult, fractionCalc } from '@mathtools/math-core';
import { Button } from '../../../components/ui/button';
import { decimalText, MathAnswer } from '../components/math-answer';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, ResultStats, TextField, ToolForm, Working } from '../components/tool-form';
import { explain } from '../refusal';
import { Refusal, useToolState } from '../url-state';
import { operations, operatorOf } from './operations';

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Add, subtract, multiply or divide fractions and mixed numbers, in lowest terms.',
  keywords: [
    'fraction',
    'fractions',
    'mixed number',
    'numerator',
    'denominator',
    'simplify',
    'lowest terms',
    'add fractions',
  ],
};

const labels: Record<string, string> = { a: 'The first fraction', b: 'The second fraction' };

/**
 * Two fractions, mixed numbers or whole numbers as typed ("2 1/2", "3/4", "-5") and an operation;
 * math-core works it out exactly and the result shows the fraction in lowest terms, the mixed
 * number and the decimal. Query: a, op, b.
 */
export function FractionTool(props: ToolCardProps) {
  const { inputs, setInputs, set, result, error, calculate } = useToolState(
    'fraction',
    { a: '', op: 'add', b: '' },
    ({ a, op, b }) => {
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
      return r.value;
    },
  );

  return (
    <ToolCard id="fraction" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Fraction calculator"
        onCalculate={() => calculate()}
        error={error}
        actions={
          <Button variant="outline" onClick={() => setInputs({ a: '3/4', op: 'add', b: '5/6' })}>
            Load Example
          </Button>
        }
        result={result ? <FractionResult result={result} /> : null}
      >
        <Fields>
          <TextField
            label="First fraction"
            name="a"
            value={inputs.a}
            onChange={set('a')}
            placeholder="e.g. 2 1/2"
          />
          <SelectField
            label="Operation"
            value={inputs.op}
            onChange={set('op')}
            options={operations}
          />
          <TextField
            label="Second fraction"
            name="b"
            value={inputs.b}
            onChange={set('b')}
            placeholder="e.g. 3/4"
          />
        </Fields>
        <p className={styles.muted}>
          Type a fraction (3/4), a mixed number (2 1/2), a whole number (-5) or a decimal (0.25).
        </p>
      </ToolForm>
    </ToolCard>
  );
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
