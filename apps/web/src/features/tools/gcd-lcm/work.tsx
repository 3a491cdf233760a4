import { type GcdLcmResult, gcdLcm, MAX_GCD_VALUES } from '@mathtools/math-core';
import { groupDigits } from '../../../lib/group-digits';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { toNumberList } from '../lib/parse';
import { explain, listEntry } from '../lib/refusal';
import { Refusal } from '../lib/url-state';

/** The GCD and LCM calculator's calculation and result, loaded with the form's first use. */
export function solve({ values }: { values: string }) {
  const list = toNumberList(values);
  if (list.values.length < 2)
    return new Refusal(
      `Enter at least two whole numbers, for example 72, 120 (up to ${MAX_GCD_VALUES}).`,
      'values',
    );
  if (list.values.length > MAX_GCD_VALUES)
    return new Refusal(
      `Enter at most ${MAX_GCD_VALUES} numbers (there are ${groupDigits(list.values.length)}).`,
      'values',
    );
  const r = gcdLcm(list.values);
  return r.ok ? (
    <GcdLcmResultView result={r.value} />
  ) : (
    explain(r.error, (field) => listEntry(field, list.pieces, 'Number', 'The list', 'values'))
  );
}

function GcdLcmResultView({ result }: { result: GcdLcmResult }) {
  return (
    <div className={styles.result} data-testid="gcd-lcm-result">
      <p className={styles.answer}>
        GCD = {groupDigits(result.gcd)}, LCM ={' '}
        {result.lcm === undefined ? 'too large to show' : groupDigits(result.lcm)}
      </p>
      <ResultStats
        items={[
          { label: 'Greatest common divisor (GCD)', value: groupDigits(result.gcd) },
          {
            label: 'Least common multiple (LCM)',
            value: result.lcm === undefined ? 'Too large' : groupDigits(result.lcm),
          },
        ]}
      />
      {result.lcm === undefined ? (
        <p className={styles.muted}>
          The LCM is larger than 2⁵³ (9,007,199,254,740,992), past the whole numbers a browser holds
          exactly, so it is not shown rather than rounded. Its prime factors are in the
          factorizations above it: every prime to its largest power.
        </p>
      ) : null}
      <Working title="Prime factorizations and steps" steps={result.steps} />
    </div>
  );
}
