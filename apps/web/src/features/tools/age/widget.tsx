import type { AgeResult } from '@mathtools/math-core';
import { usePageLanguage, useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { DateField, Fields, ResultStats, ToolForm, Working } from '../components/tool-form';
import { localWhole } from '../lib/local-numbers';
import { firstBlank } from '../lib/refusal';
import { lazyWork, useToolState } from '../lib/url-state';

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

const work = lazyWork(() => import('./work'));

/**
 * Exact age from a date of birth to a target date (empty = today). "Today" is read by math-core
 * when Calculate runs, never during render, so the prerendered HTML does not depend on the day.
 */
export function Widget(props: ToolCardProps) {
  const w = useWords('tools-calculators');
  const language = usePageLanguage();
  const { field, result, form } = useToolState('age', { birth: '', target: '' }, (inputs) => {
    const blank = firstBlank(inputs, { birth: 'your date of birth' }, () => w('age.enterBirth'));
    if (blank) return blank;
    return work.solve(inputs, language);
  });
  return (
    <ToolCard id="age" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('age.form')}
        {...form}
        prepare={work.prepare}
        result={result ? <AgeResultView result={result} language={language} /> : null}
      >
        <Fields>
          <DateField label={w('age.birth')} {...field('birth')} />
          <DateField label={w('age.target')} hint={w('age.targetHint')} {...field('target')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

/** A yyyy-mm-dd date as the language writes dates (English: as math-core gives it). */
function localDate(language: Language, iso: string): string {
  if (language === 'en') return iso;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function AgeResultView({ result, language }: { result: AgeResult; language: Language }) {
  const w = useWords('tools-calculators');
  const whole = (n: number) => localWhole(language, n);
  return (
    <div className={styles.result} data-testid="age-result">
      <p className={styles.answer}>
        {w('age.answer', { years: result.years, months: result.months, days: result.days })}
      </p>
      <p className={styles.muted}>
        {w('age.on', { date: localDate(language, result.targetDate) })}
      </p>
      <ResultStats
        items={[
          { label: w('age.totalMonths'), value: whole(result.totals.months) },
          { label: w('age.totalWeeks'), value: whole(result.totals.weeks) },
          { label: w('age.totalDays'), value: whole(result.totals.days) },
          { label: w('age.totalHours'), value: whole(result.totals.hours) },
          { label: w('age.totalMinutes'), value: whole(result.totals.minutes) },
        ]}
      />
      <p>
        {result.daysUntilNextBirthday === 0
          ? w('age.birthdayToday')
          : w('age.untilBirthday', {
              days: result.daysUntilNextBirthday,
              date: localDate(language, result.nextBirthday),
            })}
      </p>
      <Working steps={result.steps} />
    </div>
  );
}
