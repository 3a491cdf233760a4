import { formatFixed, type GpaResult, GRADE_POINTS, gpa } from '@mathtools/math-core';
import { useRef, useState } from 'react';
import { usePageLanguage, useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { Translate } from '../../../i18n/use-t';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { inLanguage } from '../lib/in-language';
import { localDecimal } from '../lib/local-numbers';
import { explain } from '../lib/refusal';
import { type QueryValues, Refusal, useShareableInputs } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    gpa: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Grade point average on the 4.0 scale from your courses and credits.',
  keywords: [
    'gpa',
    'grade point average',
    'grades',
    'credits',
    'school',
    'college',
    'grade point',
    'cgpa',
    'transcript',
  ],
};

type Row = { id: number; credits: string; grade: string };

const gradeOptions = (w: Translate, points: (value: string) => string) => [
  { value: '', label: w('gpa.chooseGrade') },
  ...Object.entries(GRADE_POINTS).map(([grade, value]) => ({
    value: grade,
    label: `${grade} (${points(formatFixed(value, 1))})`,
  })),
];

/**
 * GPA on the 4.0 scale. Rows can be added and removed, never below one; rows without
 * numeric credits or a known grade are skipped by math-core. Query: credits=3,4&grades=A,B.
 */
export function Widget(props: ToolCardProps) {
  const w = useWords('tools-calculators');
  const t = useWords('tools');
  const language = usePageLanguage();
  const points = (decimal: string) => localDecimal(language, decimal);
  const nextId = useRef(2);
  const [rows, setRows] = useState<Row[]>([{ id: 1, credits: '', grade: '' }]);
  const [result, setResult] = useState<GpaResult | null>(null);
  const [error, setError] = useState<Refusal | null>(null);
  const [waiting, setWaiting] = useState(0);
  // Which calculation the shown result answers: one whose words come late is not shown over a
  // later one's.
  const asked = useRef(0);

  const update = (id: number, patch: Partial<Row>) =>
    setRows((prev) => prev.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const addRow = () =>
    setRows((prev) => [...prev, { id: nextId.current++, credits: '', grade: '' }]);
  const removeRow = (id: number) =>
    setRows((prev) => (prev.length > 1 ? prev.filter((r) => r.id !== id) : prev));

  const calculate = (next: readonly Row[]) => {
    const r = gpa(next.map((row) => ({ credits: row.credits, grade: row.grade })));
    if (!r.ok) {
      // The old result goes with the input it answered; the refusal points at the first row.
      asked.current++;
      setResult(null);
      setError(
        explain(r.error, (f) =>
          f === 'courses' ? { label: w('gpa.courses'), control: 'credits' } : undefined,
        ),
      );
      return false;
    }
    setError(null);
    const ask = ++asked.current;
    const worded = inLanguage(r.value, language);
    if (!(worded instanceof Promise)) {
      setResult(worded);
      return true;
    }
    // On a page in another language the result waits for its steps' words, never shown in English.
    setWaiting((n) => n + 1);
    worded
      .then(
        (value) => ask === asked.current && setResult(value),
        () => {
          if (ask !== asked.current) return;
          setResult(null);
          setError(new Refusal(t('refusal.unavailable')));
        },
      )
      .finally(() => setWaiting((n) => n - 1));
    return true;
  };
  const share = useShareableInputs('gpa', ['credits', 'grades'], (q: QueryValues) => {
    const credits = (q.credits ?? '').split(',');
    const grades = (q.grades ?? '').split(',');
    const next = Array.from({ length: Math.max(credits.length, grades.length, 1) }, (_, i) => ({
      id: nextId.current++,
      credits: credits[i] ?? '',
      grade: (grades[i] ?? '').trim().toUpperCase(),
    }));
    setRows(next);
    calculate(next);
  });
  const onCalculate = () =>
    calculate(rows) &&
    share({
      credits: rows.map((r) => r.credits).join(','),
      grades: rows.map((r) => r.grade).join(','),
    });

  return (
    <ToolCard id="gpa" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('gpa.form')}
        onCalculate={onCalculate}
        error={error}
        busy={waiting > 0}
        actions={
          <Button variant="outline" onClick={addRow}>
            {w('gpa.addCourse')}
          </Button>
        }
        result={
          result ? (
            <div className={styles.result} data-testid="gpa-result">
              <p className={styles.answer}>
                {w('gpa.answer', { gpa: points(result.formatted), scale: points('4.0') })}
              </p>
              <ResultStats
                items={[
                  {
                    label: w('gpa.totalCredits'),
                    value:
                      language === 'en' ? result.totalCredits : points(String(result.totalCredits)),
                  },
                  { label: w('gpa.counted'), value: result.counted },
                ]}
              />
              {result.skipped.length ? (
                <p className={styles.muted}>
                  {w('gpa.skipped', {
                    courses: result.skipped.map((i) => w('gpa.course', { n: i + 1 })).join(', '),
                  })}
                </p>
              ) : null}
              <Working steps={result.steps} />
            </div>
          ) : null
        }
      >
        <ol className={styles.rows} aria-label={w('gpa.courses')}>
          {rows.map((row, i) => (
            <li key={row.id} className={styles.row}>
              <NumberField
                label={
                  <>
                    <VisuallyHidden>{w('gpa.courseN', { n: i + 1 })} </VisuallyHidden>
                    {w('gpa.credits')}
                  </>
                }
                name="credits"
                value={row.credits}
                onChange={(credits) => update(row.id, { credits })}
              />
              <SelectField
                label={
                  <>
                    <VisuallyHidden>{w('gpa.courseN', { n: i + 1 })} </VisuallyHidden>
                    {w('gpa.grade')}
                  </>
                }
                name="grades"
                value={row.grade}
                onChange={(grade) => update(row.id, { grade })}
                options={gradeOptions(w, points)}
              />
              <Button
                variant="ghost"
                size="medium"
                onClick={() => removeRow(row.id)}
                disabled={rows.length === 1}
                aria-label={w('gpa.removeCourse', { n: i + 1 })}
              >
                {w('gpa.remove')}
              </Button>
            </li>
          ))}
        </ol>
      </ToolForm>
    </ToolCard>
  );
}
