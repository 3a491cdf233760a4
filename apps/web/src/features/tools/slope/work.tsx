import { type LineThroughPointsResult, lineThroughPoints } from '@mathtools/math-core';
import { usePageLanguage, useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { decimalText, MathAnswer } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { toNumber } from '../lib/parse';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';
import type { PointInputs } from './widget';

const fields = ['x1', 'y1', 'x2', 'y2'] as const;
const labels: Record<string, string> = { x1: 'x₁', y1: 'y₁', x2: 'x₂', y2: 'y₂' };

/** The slope calculator's calculation and result, loaded with the form's first use. */
export function solve(typed: PointInputs, language: Language = 'en') {
  const w = translator(language, 'tools-math');
  const blank = fields.find((k) => typed[k].trim() === '');
  if (blank) return new Refusal(w('slope.enter', { name: labels[blank] }), blank);
  const r = lineThroughPoints(
    toNumber(typed.x1),
    toNumber(typed.y1),
    toNumber(typed.x2),
    toNumber(typed.y2),
  );
  if (r.ok) return shownInLanguage(r.value, language, (result) => <LineResult result={result} />);
  const refusal = explain(r.error, (field) =>
    labels[field] ? { label: labels[field] } : undefined,
  );
  // The same point twice is neither coordinate's fault: the form points at the second point.
  return refusal.field === undefined && r.error.code === 'invalid_value'
    ? new Refusal(refusal.message, 'x2')
    : refusal;
}

/** A coordinate or slope with its decimal beside it when it is a fraction. */
function Exact({ text, value }: { text: string; value: number }) {
  const language = usePageLanguage();
  return (
    <>
      <MathAnswer text={text} />
      {text.includes('/') ? (
        <span className={styles.muted}> ({decimalText(value, 6, language)})</span>
      ) : null}
    </>
  );
}

function LineResult({ result }: { result: LineThroughPointsResult }) {
  const w = useWords('tools-math');
  const language = usePageLanguage();
  const vertical = result.kind === 'vertical';
  return (
    <div className={styles.result} data-testid="slope-result">
      <p className={styles.answer}>
        {w('slope.slope')}{' '}
        {result.slopeValue === undefined ? (
          w('slope.undefined')
        ) : (
          <Exact text={`m = ${result.slope}`} value={result.slopeValue} />
        )}
      </p>
      <p className={styles.answer}>
        {w('slope.line')} <MathAnswer text={result.equation} />
      </p>
      <ResultStats
        items={[
          {
            label: w('slope.intercept'),
            value:
              result.yIntercept === undefined || result.yInterceptValue === undefined ? (
                w('slope.none')
              ) : (
                <Exact text={result.yIntercept} value={result.yInterceptValue} />
              ),
          },
          {
            label: w('slope.pointSlope'),
            value: vertical ? w('slope.none') : <MathAnswer text={result.pointSlope} />,
          },
          { label: w('slope.standard'), value: <MathAnswer text={result.standard.text} /> },
          {
            label: w('slope.distance'),
            value: (
              <>
                <MathAnswer text={result.distance.text} />
                {/\D/.test(result.distance.text) ? (
                  <span className={styles.muted}>
                    {' '}
                    {decimalText(result.distance.value, 6, language)}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            label: w('slope.midpoint'),
            value: (
              <>
                (<MathAnswer text={result.midpoint.x} />, <MathAnswer text={result.midpoint.y} />)
              </>
            ),
          },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}
