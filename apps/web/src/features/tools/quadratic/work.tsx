import {
  type Notation,
  type SolveQuadraticResult,
  solveQuadratic,
  toMathML,
  toText,
} from '@mathtools/math-core';
import { Graph } from '../../../components/graph/lazy-graph';
import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { MathAnswer, signed } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { shownInLanguage, type WrittenIn } from '../lib/in-language';
import { localDecimal } from '../lib/local-numbers';
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
    ? shownInLanguage(r.value, language, (result, term, _say, written) => (
        <QuadraticResult
          result={result}
          method={term('method', METHOD_IDS[result.method]) ?? result.method}
          written={written}
          language={language}
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

/**
 * Mathematics math-core gave as a tree (and as English text), typeset: in English as math-core
 * wrote it, in another language from the tree in that language's notation (2,5x² − 1,5x + 1 = 0).
 */
function MathIn({
  text,
  tree,
  notation,
  display,
}: {
  text: string;
  tree: SolveQuadraticResult['tree'];
  notation: Notation | undefined;
  display?: 'inline' | 'block';
}) {
  if (!notation) return <MathAnswer text={text} display={display} />;
  return <MathView mathml={toMathML(tree, { notation })} display={display} />;
}

/**
 * The result in the page's language: its method named, its equation, roots and their decimals
 * in the language's notation, an answer given in words in its words.
 */
function QuadraticResult({
  result,
  method,
  written,
  language,
}: {
  result: SolveQuadraticResult;
  method: string;
  written: WrittenIn;
  language: Language;
}) {
  const w = useWords('tools-math');
  const { notation } = written;
  return (
    <div className={styles.result} data-testid="quadratic-result">
      <MathIn text={result.equation} tree={result.tree} notation={notation} display="block" />
      {result.solutions.length > 0 ? (
        <ul className={styles.answerList} aria-label={w('quadratic.solutions')}>
          {result.solutions.map((solution) => (
            <li key={solution.text} className={styles.answer}>
              <MathIn text={solution.text} tree={solution.tree} notation={notation} />
              {solution.decimal ? (
                <span className={styles.muted}> ≈ {toText(solution.decimal, notation)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        // No real root: math-core's answer in words (`noReal`), in the language's words.
        <p className={styles.answer}>{written.answer('noReal') ?? result.answer}</p>
      )}
      <ResultStats
        items={[
          {
            label: w('quadratic.discriminant'),
            value: signed(localDecimal(language, String(result.discriminant))),
          },
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
