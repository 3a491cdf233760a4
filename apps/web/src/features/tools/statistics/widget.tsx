import { MAX_STATISTICS_VALUES, type StatisticsResult, statistics } from '@mathtools/math-core';
import { usePageLanguage, useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import type { Language } from '../../../i18n/languages';
import { groupDigits } from '../../../lib/group-digits';
import { signed } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { ResultStats, TextField, ToolForm, Working } from '../components/tool-form';
import { inLanguage } from '../lib/in-language';
import { localDecimal } from '../lib/local-numbers';
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
  const t = useWords('tools');
  const w = useWords('tools-calculators');
  const language = usePageLanguage();
  const { loadExample, field, result, form } = useToolState(
    'statistics',
    { values: '' },
    ({ values }) => {
      const list = toNumberList(values, language !== 'en');
      if (list.values.length === 0) return new Refusal(w('statistics.enter'), 'values');
      const r = statistics(list.values);
      if (r.ok) return inLanguage(r.value, language);
      if (r.error.field === 'values' && list.values.length > MAX_STATISTICS_VALUES)
        return new Refusal(
          w('statistics.tooMany', {
            max: limit,
            count: language === 'en' ? groupDigits(list.values.length) : list.values.length,
          }),
          'values',
        );
      return explain(r.error, (field) =>
        listEntry(field, list.pieces, w('statistics.entry'), w('statistics.theList'), 'values'),
      );
    },
  );

  return (
    <ToolCard id="statistics" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('statistics.form')}
        {...form}
        actions={
          <Button
            variant="outline"
            onClick={() => loadExample({ values: w('statistics.example') })}
          >
            {t('form.loadExample')}
          </Button>
        }
        result={result ? <StatisticsResultView result={result} language={language} /> : null}
      >
        <TextField
          label={w('statistics.values')}
          {...field('values')}
          placeholder={t('form.example', { example: w('statistics.example') })}
          hint={w('statistics.hint', { max: limit })}
          multiline
        />
      </ToolForm>
    </ToolCard>
  );
}

function StatisticsResultView({
  result,
  language,
}: {
  result: StatisticsResult;
  language: Language;
}) {
  const w = useWords('tools-calculators');
  const show = (value: number) => signed(localDecimal(language, String(value)));
  const modes =
    result.modes.length === 0
      ? w('statistics.noMode')
      : result.modes.map(show).join(language === 'en' ? ', ' : '; ');
  return (
    <div className={styles.result} data-testid="statistics-result">
      <p className={styles.answer}>{w('statistics.meanIs', { mean: show(result.mean) })}</p>
      <ResultStats
        items={[
          { label: w('statistics.count'), value: result.count },
          { label: w('statistics.sum'), value: show(result.sum) },
          { label: w('statistics.mean'), value: show(result.mean) },
          { label: w('statistics.median'), value: show(result.median) },
          { label: w('statistics.mode', { count: result.modes.length }), value: modes },
          { label: w('statistics.range'), value: show(result.range) },
          { label: w('statistics.min'), value: show(result.min) },
          { label: w('statistics.max'), value: show(result.max) },
          { label: w('statistics.popVariance'), value: show(result.populationVariance) },
          { label: w('statistics.popStdDev'), value: show(result.populationStdDev) },
          ...(result.sampleVariance !== undefined && result.sampleStdDev !== undefined
            ? [
                { label: w('statistics.sampleVariance'), value: show(result.sampleVariance) },
                { label: w('statistics.sampleStdDev'), value: show(result.sampleStdDev) },
              ]
            : []),
        ]}
      />
      {result.sampleVariance === undefined ? (
        <p className={styles.muted}>{w('statistics.sampleNote')}</p>
      ) : null}
      <Working steps={result.steps} />
    </div>
  );
}
