import { type FractionCalcResult, fractionCalc } from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { decimalText, MathAnswer } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { operatorOf } from '../lib/operations';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';
import type { FractionInputs } from './widget';

/** The fraction calculator's calculation and result, loaded with the form's first use. */
export function solve({ a, op, b }: FractionInputs, language: Language = 'en') {
  const t = translator(language, 'tools');
  const w = translator(language, 'tools-calculators');
  const labels: Record<string, string> = { a: w('fraction.theA'), b: w('fraction.theB') };
  const operator = operatorOf(op);
  if (!operator) return new Refusal(t('refusal.operation'));
  const r = fractionCalc(a, operator, b);
  if (!r.ok) {
    // An empty field is asked for rather than judged.
    const blank = r.error.field === 'a' ? a : r.error.field === 'b' ? b : undefined;
    if (blank?.trim() === '' && r.error.field)
      return new Refusal(w(`fraction.enter.${r.error.field}`), r.error.field);
    return explain(r.error, (field) => (labels[field] ? { label: labels[field] } : undefined));
  }
  return shownInLanguage(r.value, language, (result) => (
    <FractionResult result={result} language={language} />
  ));
}

function FractionResult({ result, language }: { result: FractionCalcResult; language: Language }) {
  const w = useWords('tools-calculators');
  const mixed = result.mixed !== result.fraction;
  return (
    <div className={styles.result} data-testid="fraction-result">
      <p className={styles.answer}>
        <MathAnswer text={result.fraction} />
        {mixed ? (
          <>
            {' = '}
            <MathAnswer text={result.mixed} />
          </>
        ) : null}
      </p>
      <ResultStats
        items={[
          { label: w('fraction.lowest'), value: <MathAnswer text={result.fraction} /> },
          { label: w('fraction.mixed'), value: <MathAnswer text={result.mixed} /> },
          { label: w('fraction.decimal'), value: decimalText(result.value, 10, language) },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}
