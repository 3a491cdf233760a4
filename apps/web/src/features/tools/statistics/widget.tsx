import { MAX_STATISTICS_VALUES, type StatisticsResult, statistics } from '@mathtools/math-core';
import { Button } from '../../../components/ui/button';
import { groupDigits } from '../../../lib/group-digits';
import { signed } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { ResultStats, TextField, ToolForm, Working } from '../components/tool-form';
import { toNumberList } from '../lib/parse';
import { explain, listEntry } from '../lib/refusal';
import { Refusal, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    statistics: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Mean, median, mode, range, variance and standard deviation of a list of numbers.',
  keywords: [
    'statistics',
    'mean',
    'average',
    'median',
    'mode',
    'range',
    'standard deviation',
    'variance',
    'data',
    'stats',
    'stat',
    'std',
    'std dev',
    'stdev',
    'sd',
    'averages',
  ],
};

const limit = groupDigits(MAX_STATISTICS_VALUES);

/**
 * Summary statistics of up to MAX_STATISTICS_VALUES numbers (commas, spaces or new lines between
 * them), each exact to the last digit; the sample figures need at least two values. Query: values.
 */
export function Widget(props: ToolCardProps) {
  const { loadExample, field, result, form } = useToolState(
    'statistics',
    { values: '' },
    ({ values }) => {
      const list = toNumberList(values);
      if (list.values.length === 0)
        return new Refusal('Enter some numbers, for example 2, 4, 4, 5.', 'values');
      const r = statistics(list.values);
      if (r.ok) return r.value;
      if (r.error.field === 'values' && list.values.length > MAX_STATISTICS_VALUES)
        return new Refusal(
          `Enter at most ${limit} numbers (there are ${groupDigits(list.values.length)}).`,
          'values',
        );
      return explain(r.error, (field) =>
        listEntry(field, list.pieces, 'Value', 'The list', 'values'),
      );
    },
  );

  return (
    <ToolCard id="statistics" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Statistics calculator"
        {...form}
        actions={
          <Button
            variant="outline"
            onClick={() => loadExample({ values: '2, 4, 4, 4, 5, 5, 7, 9' })}
          >
            Load Example
          </Button>
        }
        result={result ? <StatisticsResultView result={result} /> : null}
      >
        <TextField
          label="Numbers"
          {...field('values')}
          placeholder="e.g. 2, 4, 4, 4, 5, 5, 7, 9"
          hint={`Separate them with commas, spaces or new lines (up to ${limit} numbers).`}
          multiline
        />
      </ToolForm>
    </ToolCard>
  );
}

function StatisticsResultView({ result }: { result: StatisticsResult }) {
  const show = (value: number) => signed(value);
  const modes =
    result.modes.length === 0
      ? 'None: every value occurs equally often'
      : result.modes.map(show).join(', ');
  return (
    <div className={styles.result} data-testid="statistics-result">
      <p className={styles.answer}>Mean: {show(result.mean)}</p>
      <ResultStats
        items={[
          { label: 'Count', value: result.count },
          { label: 'Sum', value: show(result.sum) },
          { label: 'Mean', value: show(result.mean) },
          { label: 'Median', value: show(result.median) },
          { label: result.modes.length > 1 ? 'Modes' : 'Mode', value: modes },
          { label: 'Range', value: show(result.range) },
          { label: 'Minimum', value: show(result.min) },
          { label: 'Maximum', value: show(result.max) },
          { label: 'Population variance', value: show(result.populationVariance) },
          { label: 'Population standard deviation', value: show(result.populationStdDev) },
          ...(result.sampleVariance !== undefined && result.sampleStdDev !== undefined
            ? [
                { label: 'Sample variance', value: show(result.sampleVariance) },
                { label: 'Sample standard deviation', value: show(result.sampleStdDev) },
              ]
            : []),
        ]}
      />
      {result.sampleVariance === undefined ? (
        <p className={styles.muted}>
          The sample variance and standard deviation need at least two values.
        </p>
      ) : null}
      <Working steps={result.steps} />
    </div>
  );
}
