import { type SimplifyLogResult, simplifyLog } from '@mathtools/math-core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import * as styles from '../components/tool.css';
import { ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, StepList, ToolForm } from '../components/tool-form';
import { echo, toNumber } from '../parse';
import { type QueryValues, useShareableInputs } from '../url-state';

type Solved = { base: string; value: string; log: SimplifyLogResult };

/** log_base(value) with the six spec steps and, when math-core finds one, the exact form. */
export function LogarithmTool(props: ToolCardProps) {
  const [base, setBase] = useState('');
  const [value, setValue] = useState('');
  const [solved, setSolved] = useState<Solved | null>(null);

  const solve = (b: string, v: string) => {
    const log = simplifyLog(toNumber(b), toNumber(v));
    if (!log.ok) return false; // spec §5: silently nothing
    setSolved({ base: echo(b), value: echo(v), log: log.value });
    return true;
  };
  const share = useShareableInputs('logarithm', ['base', 'value'], (q: QueryValues) => {
    setBase(q.base ?? '');
    setValue(q.value ?? '');
    solve(q.base ?? '', q.value ?? '');
  });

  return (
    <ToolCard id="logarithm" {...props}>
      <ToolForm
        aria-label="Logarithm simplifier"
        onCalculate={() => solve(base, value) && share({ base, value })}
        actions={
          <Button
            variant="outline"
            onClick={() => {
              setBase('2');
              setValue('8');
            }}
          >
            Load Example
          </Button>
        }
        result={solved ? <LogResult {...solved} /> : null}
      >
        <Fields>
          <NumberField label="Base (b)" value={base} onChange={setBase} placeholder="e.g. 2" />
          <NumberField label="Value (x)" value={value} onChange={setValue} placeholder="e.g. 8" />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function LogResult({ base, value, log }: Solved) {
  return (
    <div className={styles.result} data-testid="log-result">
      <p className={styles.answer}>
        log<sub>{base}</sub>({value}) = {log.formatted}
      </p>
      <h3 className={styles.muted}>Steps (change of base)</h3>
      <StepList steps={log.steps} />
      {log.exact ? (
        <>
          <p className={styles.answer}>
            Exact: log<sub>{base}</sub>({value}) = {log.exact.text}
          </p>
          <h3 className={styles.muted}>Steps (exact form)</h3>
          <StepList steps={log.exact.steps} />
        </>
      ) : null}
    </div>
  );
}
