import { type ConvertUnitResult, convertUnit, type UnitCategory } from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import * as styles from '../components/tool.css';
import { Working } from '../components/tool-form';
import { shownInLanguage } from '../lib/in-language';
import { localDecimal, localEcho } from '../lib/local-numbers';
import { echo, toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import { type Inputs, unitsOf } from './widget';

/** The unit converter's calculation and result, loaded with the form's first use. */
export function solve(typed: Inputs, language: Language = 'en') {
  const w = translator(language, 'tools-converters');
  const blank = firstBlank(typed, { value: 'a value to convert' }, () => w('converter.enterValue'));
  if (blank) return blank;
  const r = convertUnit(
    toNumber(typed.value),
    typed.category as UnitCategory,
    typed.from,
    typed.to,
  );
  // Its step and formula in the page's language: the units named as the language names them.
  return r.ok
    ? shownInLanguage(r.value, language, (result, _term, say) => (
        <ConversionResult
          {...typed}
          result={result}
          formula={say(result.formulaWords) ?? result.formula}
          language={language}
        />
      ))
    : explain(r.error, (field) =>
        field === 'value' ? { label: w('converter.theValue') } : undefined,
      );
}

/**
 * "1 inch", "12.7000 centimeters"; temperatures read better as symbols (°C). English names are
 * math-core's; another language's come from its catalogue, by its plural rules for the number.
 */
function unitName(
  category: string,
  id: string,
  quantity: string,
  w: (key: string, values: { count: number }) => string,
  language: Language,
): string {
  const unit = unitsOf(category).find((u) => u.id === id);
  if (!unit) return id;
  if (category === 'temperature') return unit.symbol;
  if (language !== 'en') return w(`unit.${id}.name`, { count: Number(quantity.replace('−', '-')) });
  return Number(quantity) === 1 && !quantity.includes('.') ? unit.singular : unit.plural;
}

function ConversionResult({
  category,
  value,
  from,
  to,
  result,
  formula,
  language,
}: Inputs & { result: ConvertUnitResult; formula: string; language: Language }) {
  const w = useWords('tools-converters');
  const name = (id: string, quantity: string) => unitName(category, id, quantity, w, language);
  return (
    <div className={styles.result} data-testid="unit-result">
      <p className={styles.answer}>
        {localEcho(language, value)} {name(from, echo(value))} {result.exact ? '=' : '≈'}{' '}
        {localDecimal(language, result.formatted)} {name(to, result.formatted)}
      </p>
      <p className={styles.formula}>{w('converter.formula', { formula })}</p>
      <Working steps={result.steps} />
    </div>
  );
}
