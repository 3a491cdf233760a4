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
 * math-core's answer, typeset: the exact value where the logarithm is exact (log₂(32) = 5, as the
 * solver gives it), else ≈ the 4-decimal value; then the change-of-base steps and, when there is
 * an exact form, how it is reached.
 */
function LogResult({ log }: { log: SimplifyLogResult }) {
  return (
    <div className={styles.result} data-testid="log-result">
      <p className={styles.answer}>
        <MathView mathml={log.result.mathml} />
      </p>
      <Working title="Steps (change of base)" steps={log.steps} />
      {log.exact ? <Working title="Steps (exact form)" steps={log.exact.steps} /> : null}
    </div>
  );
}
