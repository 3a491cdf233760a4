import {
  type ConvertUnitResult,
  convertUnit,
  listCategories,
  listUnits,
  type UnitCategory,
  type UnitInfo,
} from '@mathtools/math-core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import * as styles from '../components/tool.css';
import { ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, SelectField, ToolForm } from '../components/tool-form';
import { echo, toNumber } from '../parse';
import { type QueryValues, useShareableInputs } from '../url-state';

const categories = listCategories();

function unitsOf(category: string): UnitInfo[] {
  const units = listUnits(category as UnitCategory);
  return units.ok ? units.value : [];
}

/** "Kilobytes (KB, 1024 bytes)" → "kilobytes"; temperatures read better as symbols (°C). */
function unitName(category: string, id: string): string {
  const unit = unitsOf(category).find((u) => u.id === id);
  if (!unit) return id;
  if (category === 'temperature') return unit.symbol;
  return unit.label.replace(/\s*\(.*\)$/, '').toLowerCase();
}

type Inputs = { category: string; value: string; from: string; to: string };
type Converted = Inputs & { result: ConvertUnitResult };

const initial: Inputs = { category: 'length', value: '', from: 'inches', to: 'centimeters' };

/** Category, value, from and to units (ids from math-core's listUnits), swap, 4 decimals. */
export function UnitConverterTool(props: ToolCardProps) {
  const [inputs, setInputs] = useState<Inputs>(initial);
  const [converted, setConverted] = useState<Converted | null>(null);
  const units = unitsOf(inputs.category);

  const convert = (next: Inputs) => {
    const r = convertUnit(toNumber(next.value), next.category as UnitCategory, next.from, next.to);
    if (!r.ok) return false; // spec §5: a number and both units are needed, else nothing
    setConverted({ ...next, result: r.value });
    return true;
  };
  const share = useShareableInputs(
    'unit-converter',
    ['category', 'value', 'from', 'to'],
    (q: QueryValues) => {
      const category = q.category ?? initial.category;
      const list = unitsOf(category);
      const next = {
        category,
        value: q.value ?? '',
        from: q.from ?? list[0]?.id ?? '',
        to: q.to ?? list[1]?.id ?? '',
      };
      setInputs(next);
      convert(next);
    },
  );
  const run = (next: Inputs) => convert(next) && share(next);

  const chooseCategory = (category: string) => {
    const list = unitsOf(category);
    setInputs((prev) => ({ ...prev, category, from: list[0]?.id ?? '', to: list[1]?.id ?? '' }));
  };
  const swap = () => {
    const next = { ...inputs, from: inputs.to, to: inputs.from };
    setInputs(next);
    if (converted) run(next); // keep a shown result in step with the units
  };
  const unitOptions = units.map((u) => ({ value: u.id, label: `${u.label} (${u.symbol})` }));

  return (
    <ToolCard id="unit-converter" {...props}>
      <ToolForm
        aria-label="Unit converter"
        onCalculate={() => run(inputs)}
        actions={
          <Button variant="outline" onClick={swap}>
            <span aria-hidden="true">⇄</span> Swap units
          </Button>
        }
        result={converted ? <ConversionResult {...converted} /> : null}
      >
        <Fields>
          <SelectField
            label="Category"
            value={inputs.category}
            onChange={chooseCategory}
            options={categories.map((c) => ({ value: c.id, label: c.label }))}
          />
          <NumberField
            label="Value"
            value={inputs.value}
            onChange={(value) => setInputs((prev) => ({ ...prev, value }))}
            placeholder="e.g. 5"
          />
          <SelectField
            label="From"
            value={inputs.from}
            onChange={(from) => setInputs((prev) => ({ ...prev, from }))}
            options={unitOptions}
          />
          <SelectField
            label="To"
            value={inputs.to}
            onChange={(to) => setInputs((prev) => ({ ...prev, to }))}
            options={unitOptions}
          />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function ConversionResult({ category, value, from, to, result }: Converted) {
  return (
    <div className={styles.result} data-testid="unit-result">
      <p className={styles.answer}>
        {echo(value)} {unitName(category, from)} = {result.formatted} {unitName(category, to)}
      </p>
      <p className={styles.formula}>Formula: {result.formula}</p>
    </div>
  );
}
