import { type GcdLcmResult, gcdLcm, MAX_GCD_VALUES } from '@mathtools/math-core';
import { Button } from '../../../components/ui/button';
import { groupDigits } from '../../../lib/group-digits';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { ResultStats, TextField, ToolForm, Working } from '../components/tool-form';
import { toNumberList } from '../parse';
import { explain, listEntry } from '../refusal';
import { Refusal, useToolState } from '../url-state';

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Greatest common divisor and least common multiple of 2 to 20 whole numbers.',
  keywords: [
    'gcd',
    'gcf',
    'hcf',
    'lcm',
    'greatest common divisor',
    'greatest common factor',
    'least common multiple',
    'lowest common multiple',
    'factors',
  ],
};

/** gcd and lcm through the numbers' prime factorisations. Query: values (comma-separated). */
export function GcdLcmTool(props: ToolCardProps) {
  const { inputs, setInputs, set, result, error, calculate } = useToolState(
    'gcd-lcm',
    { values: '' },
    ({ values }) => {
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
      return r.ok
        ? r.value
        : explain(r.error, (field) =>
            listEntry(field, list.pieces, 'Number', 'The list', 'values'),
          );
    },
  );

  return (
    <ToolCard id="gcd-lcm" summary={about.summary} {...props}>
      <ToolForm
        aria-label="GCD and LCM calculator"
        onCalculate={() => calculate()}
        error={error}
        actions={
          <Button variant="outline" onClick={() => setInputs({ values: '72, 120' })}>
            Load Example
          </Button>
        }
        result={result ? <GcdLcmResultView result={result} /> : null}
      >
        <TextField
          label="Whole numbers"
          name="values"
          value={inputs.values}
          onChange={set('values')}
          placeholder="e.g. 72, 120"
          hint={`2 to ${MAX_GCD_VALUES} numbers from 1 to 1,000,000,000,000, separated by commas or spaces.`}
        />
      </ToolForm>
    </ToolCard>
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
