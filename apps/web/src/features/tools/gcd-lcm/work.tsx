import { type GcdLcmResult, gcdLcm, MAX_GCD_VALUES } from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { groupDigits } from '../../../lib/group-digits';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { localWhole } from '../lib/local-numbers';
import { toNumberList } from '../lib/parse';
import { explain, listEntry } from '../lib/refusal';
import { Refusal } from '../lib/url-state';

/** The GCD and LCM calculator's calculation and result, loaded with the form's first use. */
export function solve({ values }: { values: string }, language: Language = 'en') {
  const w = translator(language, 'tools-math');
  const list = toNumberList(values);
  if (list.values.length < 2)
    return new Refusal(w('gcd.tooFew', { max: MAX_GCD_VALUES }), 'values');
  if (list.values.length > MAX_GCD_VALUES)
    return new Refusal(
      w('gcd.tooMany', {
        max: MAX_GCD_VALUES,
        count: language === 'en' ? groupDigits(list.values.length) : list.values.length,
      }),
      'values',
    );
  const r = gcdLcm(list.values);
  return r.ok
    ? shownInLanguage(r.value, language, (result) => (
        <GcdLcmResultView result={result} language={language} />
      ))
    : explain(r.error, (field) =>
        listEntry(field, list.pieces, w('gcd.entry'), w('gcd.theList'), 'values'),
      );
}

function GcdLcmResultView({ result, language }: { result: GcdLcmResult; language: Language }) {
  const w = useWords('tools-math');
  const whole = (n: number) => localWhole(language, n);
  return (
    <div className={styles.result} data-testid="gcd-lcm-result">
      <p className={styles.answer}>
        {w('gcd.answer', {
          gcd: whole(result.gcd),
          lcm: result.lcm === undefined ? w('gcd.tooLargeToShow') : whole(result.lcm),
        })}
      </p>
      <ResultStats
        items={[
          { label: w('gcd.gcd'), value: whole(result.gcd) },
          {
            label: w('gcd.lcm'),
            value: result.lcm === undefined ? w('gcd.tooLarge') : whole(result.lcm),
          },
        ]}
      />
      {result.lcm === undefined ? (
        <p className={styles.muted}>{w('gcd.lcmNote', { limit: whole(2 ** 53) })}</p>
      ) : null}
      <Working title={w('gcd.steps')} steps={result.steps} />
    </div>
  );
}
