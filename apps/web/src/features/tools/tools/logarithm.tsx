import { type SimplifyLogResult, simplifyLog } from '@mathtools/math-core';
import { Button } from '../../../components/ui/button';
import * as styles from '../components/tool.css';
import { ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, StepList, ToolForm } from '../components/tool-form';
import { echo, toNumber } from '../parse';
import { useToolState } from '../url-state';

type Solved = { base: string; value: string; log: SimplifyLogResult };

/** log_base(value) with its six steps and, when math-core finds one, the exact form. */
export function LogarithmTool(props: ToolCardProps) {
  const { inputs, setInputs, set, result, calculate } = useToolState(
    'logarithm',
    { base: '', value: '' },
    ({ base, value }): Solved | null => {
      const log = simplifyLog(toNumber(base), toNumber(value));
      return log.ok ? { base: echo(base), value: echo(value), log: log.value } : null;
    },
  );

  return (
    <ToolCard id="logarithm" {...props}>
      <ToolForm
        aria-label="Logarithm simplifier"
        onCalculate={() => calculate()}
        actions={
          <Button variant="outline" onClick={() => setInputs({ base: '2', value: '8' })}>
            Load Example
          </Button>
        }
        result={result ? <LogResult {...result} /> : null}
      >
        <Fields>
          <NumberField
            label="Base (b)"
            value={inputs.base}
            onChange={set('base')}
            placeholder="e.g. 2"
          />
          <NumberField
            label="Value (x)"
            value={inputs.value}
            onChange={set('value')}
            placeholder="e.g. 8"
          />
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
      <StepList steps={log.steps.map((step) => step.text)} />
      {log.exact ? (
        <>
          <p className={styles.answer}>
            Exact: log<sub>{base}</sub>({value}) = {log.exact.text}
          </p>
          <h3 className={styles.muted}>Steps (exact form)</h3>
          <StepList steps={log.exact.steps.map((step) => step.text)} />
        </>
      ) : null}
    </div>
  );
}
