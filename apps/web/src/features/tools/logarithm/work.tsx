import { type SimplifyLogResult, simplifyLog } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import * as styles from '../components/tool.css';
import { Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import type { LogInputs } from './widget';

/** The logarithm simplifier's calculation and result, loaded with the form's first use. */
export function solve(typed: LogInputs, language: Language = 'en') {
  const w = translator(language, 'tools-math');
  const blank = firstBlank(typed, { base: 'the base', value: 'the value' }, (control) =>
    w(`logarithm.enter.${control}`),
  );
  if (blank) return blank;
  const log = simplifyLog(toNumber(typed.base), toNumber(typed.value));
  if (!log.ok)
    return explain(log.error, (field) =>
      field === 'base' || field === 'value' ? { label: w(`logarithm.the.${field}`) } : undefined,
    );
  // The answer, the change-of-base steps and the exact ones, worded in the page's language at once.
  const { result, steps, exact } = log.value;
  const all = { steps: [result, ...steps, ...(exact?.steps ?? [])] };
  return shownInLanguage(all, language, ({ steps: [answer = result, ...rest] }) => (
    <LogResult
      log={{
        ...log.value,
        result: answer,
        steps: rest.slice(0, steps.length),
        ...(exact ? { exact: { ...exact, steps: rest.slice(steps.length) } } : {}),
      }}
    />
  ));
}

/**
 * math-core's answer, typeset: the exact value where the logarithm is exact (log₂(32) = 5, as the
 * solver gives it), else ≈ the 4-decimal value; then the change-of-base steps and, when there is
 * an exact form, how it is reached.
 */
function LogResult({ log }: { log: SimplifyLogResult }) {
  const w = useWords('tools-math');
  return (
    <div className={styles.result} data-testid="log-result">
      <p className={styles.answer}>
        <MathView mathml={log.result.mathml} />
      </p>
      <Working title={w('logarithm.stepsChange')} steps={log.steps} />
      {log.exact ? <Working title={w('logarithm.stepsExact')} steps={log.exact.steps} /> : null}
    </div>
  );
}
