import { type SolveQuadraticResult, solveQuadratic } from '@mathtools/math-core';
import { Button } from '../../../components/ui/button';
import { approximation } from '../../solve/kinds';
import { MathAnswer, signed } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { toNumber } from '../parse';
import { explain } from '../refusal';
import { Refusal, useToolState } from '../url-state';

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Solve ax² + bx + c = 0 exactly: factoring, the quadratic formula or square roots.',
  keywords: [
    'quadratic',
    'quadratic equation',
    'quadratic formula',
    'discriminant',
    'roots',
    'factoring',
    'solver',
    'equation',
  ],
};

const coefficients = ['a', 'b', 'c'] as const;

/** a·x² + b·x + c = 0 solved by math-core, the roots exact (surds typeset). Query: a, b, c. */
export function QuadraticTool(props: ToolCardProps) {
  const { inputs, setInputs, set, result, error, calculate } = useToolState(
    'quadratic',
    { a: '', b: '', c: '' },
    (typed) => {
      const blank = coefficients.find((k) => typed[k].trim() === '');
      if (blank) return new Refusal(`Enter the coefficient ${blank} (0 if there is none).`, blank);
      const r = solveQuadratic(toNumber(typed.a), toNumber(typed.b), toNumber(typed.c));
      return r.ok
        ? r.value
        : explain(r.error, (field) =>
            field.length === 1 ? { label: `The coefficient ${field}` } : undefined,
          );
    },
  );

  return (
    <ToolCard id="quadratic" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Quadratic equation solver"
        onCalculate={() => calculate()}
        error={error}
        actions={
          <Button variant="outline" onClick={() => setInputs({ a: '1', b: '-5', c: '6' })}>
            Load Example
          </Button>
        }
        result={result ? <QuadraticResult result={result} /> : null}
      >
        <Fields compact>
          <NumberField label="a (x² term)" name="a" value={inputs.a} onChange={set('a')} />
          <NumberField label="b (x term)" name="b" value={inputs.b} onChange={set('b')} />
          <NumberField label="c (constant)" name="c" value={inputs.c} onChange={set('c')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function QuadraticResult({ result }: { result: SolveQuadraticResult }) {
  return (
    <div className={styles.result} data-testid="quadratic-result">
      <MathAnswer text={result.equation} display="block" />
      {result.solutions.length > 0 ? (
        <ul className={styles.answerList} aria-label="Solutions">
          {result.solutions.map((solution) => {
            const decimal = approximation(solution.text, solution.value);
            return (
              <li key={solution.text} className={styles.answer}>
                <MathAnswer text={solution.text} />
                {decimal ? <span className={styles.muted}> ≈ {decimal}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.answer}>{result.answer}</p>
      )}
      <ResultStats
        items={[
          { label: 'Discriminant b² − 4ac', value: signed(result.discriminant) },
          { label: 'Method', value: result.method },
          {
            label: 'Real solutions',
            value: result.solutions.length,
          },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}
