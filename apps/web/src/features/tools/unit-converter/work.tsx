import { type ConvertUnitResult, convertUnit, type UnitCategory } from '@mathtools/math-core';
import * as styles from '../components/tool.css';
import { Working } from '../components/tool-form';
import { echo, toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import { type Inputs, unitsOf } from './widget';

/** The unit converter's calculation and result, loaded with the form's first use. */
export function solve(typed: Inputs) {
  const blank = firstBlank(typed, { value: 'a value to convert' });
  if (blank) return blank;
  const r = convertUnit(
    toNumber(typed.value),
    typed.category as UnitCategory,
    typed.from,
    typed.to,
  );
  return r.ok ? (
    <ConversionResult {...typed} result={r.value} />
  ) : (
    explain(r.error, (field) => (field === 'value' ? { label: 'The value' } : undefined))
  );
}

/** "1 inch", "12.7000 centimeters"; temperatures read better as symbols (°C). */
function unitName(category: string, id: string, quantity: string): string {
  const unit = unitsOf(category).find((u) => u.id === id);
  if (!unit) return id;
  if (category === 'temperature') return unit.symbol;
  return Number(quantity) === 1 && !quantity.includes('.') ? unit.singular : unit.plural;
}

function ConversionResult({
  category,
  value,
  from,
  to,
  result,
}: Inputs & { result: ConvertUnitResult }) {
  return (
    <div className={styles.result} data-testid="unit-result">
      <p className={styles.answer}>
        {echo(value)} {unitName(category, from, echo(value))} {result.exact ? '=' : '≈'}{' '}
        {result.formatted} {unitName(category, to, result.formatted)}
      </p>
      <p className={styles.formula}>Formula: {result.formula}</p>
      <Working steps={result.steps} />
    </div>
  );
}
