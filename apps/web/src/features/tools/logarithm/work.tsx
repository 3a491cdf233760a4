import { type SimplifyLogResult, simplifyLog } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import * as styles from '../components/tool.css';
import { Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import type { LogInputs } from './widget';

/** The logarithm simplifier's calculation and result, loaded with the form's first use. */
export function solve({ base, value }: LogInputs) {
  const log = simplifyLog(toNumber(base), toNumber(value));
  return log.ok ? <LogResult log={log.value} /> : null;
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
