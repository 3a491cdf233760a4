import { type TimeCalcResult, type TimePeriod, timeCalc } from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { type Translate, translator } from '../../../i18n/use-t';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { localWhole } from '../lib/local-numbers';
import { toInteger } from '../lib/parse';
import { explain } from '../lib/refusal';
import { units } from './widget';

const period = (inputs: Record<string, string>, n: 1 | 2): TimePeriod =>
  Object.fromEntries(units.map((u) => [u.field, toInteger(inputs[`${u.key}${n}`] ?? '')]));

/** The time calculator's calculation and result, loaded with the form's first use. */
export function solve(typed: Record<string, string>, language: Language = 'en') {
  const w = translator(language, 'tools-math');
  const r = timeCalc(
    period(typed, 1),
    typed.op === 'subtract' ? 'subtract' : 'add',
    period(typed, 2),
  );
  if (r.ok)
    return shownInLanguage(r.value, language, (result) => (
      <TimeResult result={result} language={language} />
    ));
  // "a is too long" names the period, "a.hours must be …" its field.
  const [which = '', name] = (r.error.field ?? '').split('.');
  const field = r.error.message.startsWith(`${which} `) ? which : r.error.field;
  return explain({ ...r.error, ...(field ? { field } : {}) }, (f) => fieldOf(f, w, name));
}

/**
 * math-core's `a.hours` is the first period's Hours field (`h1`), `b` the second period; a whole
 * period (`a is too long`) is said of the period and points at the field it stopped at.
 */
function fieldOf(field: string, w: Translate, stoppedAt?: string) {
  const [which, name] = field.split('.');
  const n = which === 'a' ? 1 : which === 'b' ? 2 : undefined;
  if (n === undefined) return undefined;
  const unit = units.find((u) => u.field === (name ?? stoppedAt));
  const control = `${unit?.key ?? 'd'}${n}`;
  return name && unit
    ? { label: w(`time.the.${n}.${unit.field}`), control }
    : { label: w(`time.the.${n}`), control };
}

function TimeResult({ result, language }: { result: TimeCalcResult; language: Language }) {
  const w = useWords('tools-math');
  const { breakdown } = result;
  const whole = (n: number) => (language === 'en' ? n : localWhole(language, n));
  return (
    <div className={styles.result} data-testid="time-result">
      <p className={styles.answer}>
        {w('time.result', {
          result:
            language === 'en'
              ? result.formatted
              : w('time.total', { ...breakdown, negative: result.sign < 0 ? 'yes' : 'no' }),
        })}
      </p>
      {result.sign < 0 ? <p className={styles.negative}>{w('time.negative')}</p> : null}
      <ResultStats
        items={[
          { label: w('time.unit.days'), value: whole(breakdown.days) },
          { label: w('time.unit.hours'), value: whole(breakdown.hours) },
          { label: w('time.unit.minutes'), value: whole(breakdown.minutes) },
          { label: w('time.unit.seconds'), value: whole(breakdown.seconds) },
          { label: w('time.totalSeconds'), value: whole(result.totalSeconds) },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}
