import { type ArithmeticOperator, type ArithmeticResult, arithmetic } from '@mathtools/math-core';
import { useState } from 'react';
import * as styles from '../components/tool.css';
import { ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, SelectField, ToolForm } from '../components/tool-form';
import { toNumber } from '../parse';
import { type QueryValues, useShareableInputs } from '../url-state';

/** URL-safe operation names (a raw `+` in a query string reads as a space). */
const operations = [
  { value: 'add', op: '+', label: 'Add (+)' },
  { value: 'subtract', op: '-', label: 'Subtract (−)' },
  { value: 'multiply', op: '*', label: 'Multiply (×)' },
  { value: 'divide', op: '/', label: 'Divide (÷)' },
] as const;

type Inputs = { a: string; op: string; b: string };
const initial: Inputs = { a: '', op: 'add', b: '' };

/** Two numbers and an operation, exact decimals; division by zero shows no result (spec §5). */
export function ArithmeticTool(props: ToolCardProps) {
  const [inputs, setInputs] = useState<Inputs>(initial);
  const [result, setResult] = useState<ArithmeticResult | null>(null);
  const set = (k: keyof Inputs) => (v: string) => setInputs((prev) => ({ ...prev, [k]: v }));

  const calculate = (next: Inputs) => {
    const op: ArithmeticOperator | undefined = operations.find((o) => o.value === next.op)?.op;
    if (!op) return false;
    const r = arithmetic(toNumber(next.a), op, toNumber(next.b));
    if (!r.ok) return false;
    setResult(r.value);
    return true;
  };
  const share = useShareableInputs('arithmetic', ['a', 'op', 'b'], (q: QueryValues) => {
    const next = { ...initial, ...q };
    setInputs(next);
    calculate(next);
  });

  return (
    <ToolCard id="arithmetic" {...props}>
      <ToolForm
        aria-label="Arithmetic calculator"
        onCalculate={() => calculate(inputs) && share(inputs)}
        result={
          result ? (
            <div className={styles.result} data-testid="arithmetic-result">
              <p className={styles.answer}>{result.expression}</p>
            </div>
          ) : null
        }
      >
        <Fields>
          <NumberField label="First number" value={inputs.a} onChange={set('a')} />
          <SelectField
            label="Operation"
            value={inputs.op}
            onChange={set('op')}
            options={operations}
          />
          <NumberField label="Second number" value={inputs.b} onChange={set('b')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
