import { listCategories, listUnits, type UnitCategory, type UnitInfo } from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../components/select-field';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    'unit-converter': true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Length, weight, temperature, time, speed, data, volume and area.',
  keywords: [
    'unit',
    'convert',
    'converter',
    'length',
    'weight',
    'temperature',
    'volume',
    'area',
    'speed',
    'data',
    'inches',
    'cm',
    'kg',
    'lb',
    'celsius',
    'fahrenheit',
    'acres',
    'hectares',
    'square feet',
    'conversion',
    'centimeters',
    'centimetres',
    'inch',
    'in',
    'meters',
    'metres',
    'km',
    'miles',
    'feet',
    'ft',
    'grams',
    'kilograms',
    'pounds',
    'ounces',
    'oz',
    'kelvin',
    'liters',
    'litres',
    'gallons',
    'cups',
    'mph',
    'metric',
    'imperial',
  ],
};

const categories = listCategories();

export function unitsOf(category: string): UnitInfo[] {
  const units = listUnits(category as UnitCategory);
  return units.ok ? units.value : [];
}

export type Inputs = { category: string; value: string; from: string; to: string };

/** A category's first two units: what the from/to selects show after choosing it. */
function defaultUnits(category: string) {
  const units = unitsOf(category);
  return { from: units[0]?.id ?? '', to: units[1]?.id ?? '' };
}

const work = lazyWork(() => import('./work'));

/** Category, value, from and to units (ids from math-core's listUnits), swap, 4 decimals. */
export function Widget(props: ToolCardProps) {
  const w = useWords('tools-converters');
  const { inputs, setInputs, field, result, calculate, form } = useToolState(
    'unit-converter',
    { category: 'length', value: '', from: 'inches', to: 'centimeters' },
    work.solve,
    (q) => {
      const category = q.category ?? 'length';
      return { category, value: q.value ?? '', ...defaultUnits(category), ...q };
    },
  );

  const swap = () => {
    const next = { ...inputs, from: inputs.to, to: inputs.from };
    setInputs(next);
    if (result) calculate(next); // keep a shown result in step with the units
  };
  const unitOptions = unitsOf(inputs.category).map((u) => ({
    value: u.id,
    label: w('unit.option', { unit: w(`unit.${u.id}.label`), symbol: u.symbol }),
  }));

  return (
    <ToolCard id="unit-converter" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('converter.form')}
        {...form}
        prepare={work.prepare}
        actions={
          <Button variant="outline" onClick={swap}>
            <span aria-hidden="true">⇄</span> {w('converter.swap')}
          </Button>
        }
        result={result}
      >
        <Fields wide>
          <SelectField
            label={w('converter.category')}
            name="category"
            value={inputs.category}
            onChange={(category) =>
              setInputs((prev) => ({ ...prev, category, ...defaultUnits(category) }))
            }
            options={categories.map((c) => ({ value: c.id, label: w(`category.${c.id}`) }))}
          />
          <NumberField
            label={w('converter.value')}
            {...field('value')}
            placeholder={w('converter.valueExample')}
          />
          <SelectField label={w('converter.from')} {...field('from')} options={unitOptions} />
          <SelectField label={w('converter.to')} {...field('to')} options={unitOptions} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
