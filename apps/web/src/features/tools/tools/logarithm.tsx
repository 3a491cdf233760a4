import { type SimplifyLogResult, simplifyLog } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import { Button } from '../../../components/ui/button';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { toNumber } from '../parse';
import { useToolState } from '../url-state';

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Solve log base b of x with the change-of-base formula, step by step.',
  keywords: ['log', 'logarithm', 'ln', 'natural log', 'exponent', 'change of base', 'solver'],
};

/** log_base(value) with its six steps and, when math-core finds one, the exact form. */
export function LogarithmTool(props: ToolCardProps) {
  const { inputs, setInputs, set, result, calculate } = useToolState(
    'logarithm',
    { base: '', value: '' },
    ({ base, value }) => {
      const log = simplifyLog(toNumber(base), toNumber(value));
      return log.ok ? log.value : null;
    },
  );

  return (
    <ToolCard id="logarithm" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Logarithm simplifier"
        onCalculate={() => calculate()}
        actions={
          <Button variant="outline" onClick={() => setInputs({ base: '2', value: '8' })}>
            Load Example
          </Button>
        }
        result={result ? <LogResult log={result} /> : null}
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

/**
 * The answer to 4 decimals beside math-core's typeset problem (log₂(8)), then the change-of-base
 * steps and, when there is one, the exact form (its last step states the exact value).
 */
function LogResult({ log }: { log: SimplifyLogResult }) {
  const [problem] = log.steps;
  const exact = log.exact?.steps.at(-1);
  return (
    <div className={styles.result} data-testid="log-result">
      <p className={styles.answer}>
        {problem ? <MathView mathml={problem.mathml} /> : null} = {log.formatted}
      </p>
      <Working title="Steps (change of base)" steps={log.steps} />
      {log.exact && exact ? (
        <>
          <p className={styles.answer}>
            Exact: <MathView mathml={exact.mathml} />
          </p>
          <Working title="Steps (exact form)" steps={log.exact.steps} />
        </>
      ) : null}
    </div>
  );
}
