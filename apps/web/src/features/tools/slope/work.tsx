import { type LineThroughPointsResult, lineThroughPoints } from '@mathtools/math-core';
import { decimalText, MathAnswer } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';
import type { PointInputs } from './widget';

const fields = ['x1', 'y1', 'x2', 'y2'] as const;
const labels: Record<string, string> = { x1: 'x₁', y1: 'y₁', x2: 'x₂', y2: 'y₂' };

/** The slope calculator's calculation and result, loaded with the form's first use. */
export function solve(typed: PointInputs) {
  const blank = fields.find((k) => typed[k].trim() === '');
  if (blank)
    return new Refusal(
      `Enter ${labels[blank]}: both points need an x and a y, such as (2, 3).`,
      blank,
    );
  const r = lineThroughPoints(
    toNumber(typed.x1),
    toNumber(typed.y1),
    toNumber(typed.x2),
    toNumber(typed.y2),
  );
  if (r.ok) return <LineResult result={r.value} />;
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
  return (
    <>
      <MathAnswer text={text} />
      {text.includes('/') ? <span className={styles.muted}> ({decimalText(value, 6)})</span> : null}
    </>
  );
}

function LineResult({ result }: { result: LineThroughPointsResult }) {
  const vertical = result.kind === 'vertical';
  return (
    <div className={styles.result} data-testid="slope-result">
      <p className={styles.answer}>
        Slope:{' '}
        {result.slopeValue === undefined ? (
          'undefined (a vertical line)'
        ) : (
          <Exact text={`m = ${result.slope}`} value={result.slopeValue} />
        )}
      </p>
      <p className={styles.answer}>
        Line: <MathAnswer text={result.equation} />
      </p>
      <ResultStats
        items={[
          {
            label: 'y-intercept b',
            value:
              result.yIntercept === undefined || result.yInterceptValue === undefined ? (
                'none'
              ) : (
                <Exact text={result.yIntercept} value={result.yInterceptValue} />
              ),
          },
          {
            label: 'Point-slope form',
            value: vertical ? 'none' : <MathAnswer text={result.pointSlope} />,
          },
          { label: 'Standard form', value: <MathAnswer text={result.standard.text} /> },
          {
            label: 'Distance',
            value: (
              <>
                <MathAnswer text={result.distance.text} />
                {/\D/.test(result.distance.text) ? (
                  <span className={styles.muted}> {decimalText(result.distance.value, 6)}</span>
                ) : null}
              </>
            ),
          },
          {
            label: 'Midpoint',
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
