import { type SolveQuadraticResult, solveQuadratic, toText } from '@mathtools/math-core';
import { Graph } from '../../../components/graph/lazy-graph';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { MathAnswer, signed } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { toNumber } from '../lib/parse';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';
import type { Coefficients } from './widget';

/**
 * The quadratic solver's calculation and result, loaded with the form's first use (`lazyWork`):
 * math-core's solver, its parser and exact arithmetic stay out of the page's first load.
 */
export function solve(typed: Coefficients, language: Language = 'en') {
  const w = translator(language, 'tools-math');
  const blank = (['a', 'b', 'c'] as const).find((k) => typed[k].trim() === '');
  if (blank) return new Refusal(w('quadratic.enter', { name: blank }), blank);
  const r = solveQuadratic(toNumber(typed.a), toNumber(typed.b), toNumber(typed.c));
  return r.ok
    ? shownInLanguage(r.value, language, (result, term) => (
        <QuadraticResult
          result={result}
          method={term('method', METHOD_IDS[result.method]) ?? result.method}
        />
      ))
    : explain(r.error, (field) =>
        field.length === 1 ? { label: w('quadratic.the', { name: field }) } : undefined,
      );
}

/** The id of each method's name in math-core's notes (`method` table), by its English name. */
const METHOD_IDS: Record<SolveQuadraticResult['method'], string> = {
  factoring: 'factoring',
  'quadratic formula': 'quadraticFormula',
  'square root': 'squareRoot',
};

/** The result, its method named in the page's language. */
function QuadraticResult({ result, method }: { result: SolveQuadraticResult; method: string }) {
  const w = useWords('tools-math');
  return (
    <div className={styles.result} data-testid="quadratic-result">
      <MathAnswer text={result.equation} display="block" />
      {result.solutions.length > 0 ? (
        <ul className={styles.answerList} aria-label={w('quadratic.solutions')}>
          {result.solutions.map((solution) => (
            <li key={solution.text} className={styles.answer}>
              <MathAnswer text={solution.text} />
              {solution.decimal ? (
                <span className={styles.muted}> ≈ {toText(solution.decimal)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.answer}>{result.answer}</p>
      )}
      <ResultStats
        items={[
          { label: w('quadratic.discriminant'), value: signed(result.discriminant) },
          { label: w('quadratic.method'), value: method },
          {
            label: w('quadratic.realSolutions'),
            value: result.solutions.length,
          },
        ]}
      />
      {/* The parabola y = ax² + bx + c, drawn from the result: the equation's tree, its roots. */}
      <Graph input={result} id={result.equation} inLiveRegion />
      <Working steps={result.steps} />
    </div>
  );
}
