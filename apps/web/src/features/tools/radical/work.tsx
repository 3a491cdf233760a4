import { type SimplifyRadicalResult, simplifyRadical } from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { decimalText, MathAnswer, signed } from '../components/math-answer';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { toNumber } from '../lib/parse';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';
import type { RadicalInputs } from './widget';

/** The radical simplifier's calculation and result, loaded with the form's first use. */
export function solve({ radicand, index }: RadicalInputs, language: Language = 'en') {
  const w = translator(language, 'tools-math');
  if (radicand.trim() === '') return new Refusal(w('radical.enter'), 'radicand');
  const r = simplifyRadical(toNumber(radicand), index.trim() === '' ? 2 : toNumber(index));
  return r.ok
    ? shownInLanguage(r.value, language, (result) => (
        <RadicalResult result={result} language={language} />
      ))
    : explain(r.error, (field) =>
        field === 'radicand' || field === 'index'
          ? { label: w(`radical.the.${field}`) }
          : undefined,
      );
}

function RadicalResult({
  result,
  language,
}: {
  result: SimplifyRadicalResult;
  language: Language;
}) {
  const w = useWords('tools-math');
  return (
    <div className={styles.result} data-testid="radical-result">
      <p className={styles.answer}>
        {w('radical.simplified')} <MathAnswer text={result.text} />
      </p>
      <ResultStats
        items={[
          { label: w('radical.outside'), value: signed(result.coefficient) },
          { label: w('radical.under'), value: String(result.radicand) },
          { label: w('radical.decimal'), value: decimalText(result.value, 6, language) },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}
