import { type SimplifyLogResult, simplifyLog } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import * as styles from '../components/tool.css';
import { Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import type { LogInputs } from './widget';

/** The logarithm simplifier's calculation and result, loaded with the form's first use. */
export function solve(typed: LogInputs) {
  const blank = firstBlank(typed, { base: 'the base', value: 'the value' });
  if (blank) return blank;
  const log = simplifyLog(toNumber(typed.base), toNumber(typed.value));
  return log.ok ? (
    <LogResult log={log.value} />
  ) : (
    explain(log.error, (field) =>
      field === 'base'
        ? { label: 'The base' }
        : field === 'value'
          ? { label: 'The value' }
          : undefined,
    )
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
