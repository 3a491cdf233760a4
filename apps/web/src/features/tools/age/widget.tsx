import { type AgeResult, age } from '@mathtools/math-core';
import { groupDigits } from '../../../lib/group-digits';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { DateField, Fields, ResultStats, ToolForm, Working } from '../components/tool-form';
import { explain, firstBlank } from '../lib/refusal';
import { Refusal, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    age: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Exact age in years, months and days, and the days until the next birthday.',
  keywords: [
    'age',
    'birthday',
    'birth date',
    'date of birth',
    'how old',
    'date',
    'born',
    'years old',
    'dob',
    'anniversary',
  ],
};

const plural = (n: number, word: string) => `${groupDigits(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * Exact age from a date of birth to a target date (empty = today). "Today" is read by math-core
 * when Calculate runs, never during render, so the prerendered HTML does not depend on the day.
 */
export function Widget(props: ToolCardProps) {
  const { field, result, form } = useToolState('age', { birth: '', target: '' }, (inputs) => {
    const blank = firstBlank(inputs, { birth: 'your date of birth' });
    if (blank) return blank;
    const { birth, target } = inputs;
    const r = target ? age(birth, target) : age(birth);
    if (r.ok) return r.value;
    if (r.error.code === 'target_before_birth')
      return target
        ? new Refusal('The “Age on” date is before the date of birth.', 'target')
        : new Refusal('The date of birth is in the future.', 'birth');
    return explain(r.error, (f) =>
      f === 'birthDate'
        ? { label: 'The date of birth', control: 'birth' }
        : f === 'targetDate'
          ? { label: 'The “Age on” date', control: 'target' }
          : undefined,
    );
  });
  return (
    <ToolCard id="age" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Age calculator"
        {...form}
        result={result ? <AgeResultView result={result} /> : null}
      >
        <Fields>
          <DateField label="Date of birth" {...field('birth')} />
          <DateField
            label="Age on (optional)"
            hint="Leave empty to use today."
            {...field('target')}
          />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function AgeResultView({ result }: { result: AgeResult }) {
  return (
    <div className={styles.result} data-testid="age-result">
      <p className={styles.answer}>
        {plural(result.years, 'year')}, {plural(result.months, 'month')},{' '}
        {plural(result.days, 'day')}
      </p>
      <p className={styles.muted}>Age on {result.targetDate}</p>
      <ResultStats
        items={[
          { label: 'Total months', value: groupDigits(result.totals.months) },
          { label: 'Total weeks', value: groupDigits(result.totals.weeks) },
          { label: 'Total days', value: groupDigits(result.totals.days) },
          { label: 'Total hours', value: groupDigits(result.totals.hours) },
          { label: 'Total minutes', value: groupDigits(result.totals.minutes) },
        ]}
      />
      <p>
        {result.daysUntilNextBirthday === 0
          ? 'Happy birthday! Your birthday is today.'
          : `${plural(result.daysUntilNextBirthday, 'day')} until the next birthday (${result.nextBirthday}).`}
      </p>
      <Working steps={result.steps} />
    </div>
  );
}
