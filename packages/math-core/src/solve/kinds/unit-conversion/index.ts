/**
 * A unit conversion in words: `5 miles to km`, `convert 100 °F to celsius`, `3.5 kg in pounds`,
 * `how many feet in 2 meters`. Worked out by `convertUnit`, the function the site's Unit Converter
 * uses (exact decimal arithmetic), with its working, and that tool linked with the conversion
 * filled in. The kind checks its answer itself: converted back, it must give the value typed.
 */

import {
  CATEGORIES,
  findUnit,
  type UnitCategory,
  type UnitDef,
  type UnitIds,
} from '../../../_lib/units';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { n as numberNode, text } from '../../../math/build';
import { unchecked } from '../../../math/rational';

import { solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { convertUnit, convertWorked } from '../../../units/convertUnit';
import { type AnswerParam, type AnswerWords, answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { kind } from '../../kind';
import { worded } from '../../worded';
import { unitConversionAnswers } from './answers';

/**
 * The words between the amount and the unit it is converted to, "5 mi to km": the notes' form
 * `convert.to`, which a language words its own way.
 */
export const TO_UNIT = 'to {unit}';

export const unitConversionKind = /* @__PURE__ */ kind({
  methods: {
    conversion: '{formula}',
  },
  id: 'unit-conversion',
  title: 'Unit conversion',
  practice: null,
  check: 'own',
  example: '5 miles to km',
  working: 'none',
});

/** A conversion asked for: the value, and the two units as the converter knows them. */
export interface Conversion {
  value: number;
  category: UnitCategory;
  from: UnitDef;
  to: UnitDef;
}

/** A unit by any of its names, in the one category that has both (as typed, or in lower case). */
const unitsIn = (from: string, to: string): [UnitCategory, UnitDef, UnitDef] | undefined => {
  for (const category of CATEGORIES)
    for (const spell of [(s: string) => s, (s: string) => s.toLowerCase()]) {
      const [a, b] = [findUnit(category, spell(from)), findUnit(category, spell(to))];
      if (a && b && a.id !== b.id) return [category, a, b];
    }
  return undefined;
};

/**
 * "5 miles to km", "convert 5 mi into kilometers", "100 °F in °C", "how many feet in 2 meters";
 * undefined for anything else (units the converter does not know, or of two different kinds).
 */
export const readConversion = (text: string): Conversion | undefined => {
  const t = text.trim().replace(/\s*[?.!]+$/, '');
  const UNIT = '([a-zA-Z°][a-zA-Z°/²³ ]*?)';
  const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
  const forward = new RegExp(
    `^(?:convert\\s+|what\\s+is\\s+)?${NUMBER}\\s*${UNIT}\\s+(?:to|in|into|->|→|as)\\s+${UNIT}$`,
    'i',
  ).exec(t);
  const howMany = new RegExp(
    `^how\\s+many\\s+${UNIT}\\s+(?:are\\s+)?in\\s+${NUMBER}\\s*${UNIT}$`,
    'i',
  ).exec(t);
  const [value, from, to] = forward
    ? [forward[1], forward[2], forward[3]]
    : howMany
      ? [howMany[2], howMany[3], howMany[1]]
      : [];
  if (value === undefined || !from || !to) return undefined;
  const units = unitsIn(from.trim(), to.trim());
  if (!units) return undefined;
  const [category, a, b] = units;
  return { value: Number(value), category, from: a, to: b };
};

/**
 * An amount of a unit as answer words: the number (in the language's notation) and the unit's
 * name for one or for many. A negative number's sign is words of its own, a hyphen in English as
 * it has always been; a number a tree would write otherwise than typed keeps its digits.
 */
const amount = (value: number, unit: UnitDef): AnswerWords => {
  const size = numberNode(Math.abs(value));
  const written: AnswerParam =
    toText(size) !== String(Math.abs(value))
      ? text(String(value))
      : value < 0
        ? { id: 'negativeAmount', params: { value: size } }
        : size;
  return {
    id: `${unit.id as UnitIds[UnitCategory]}:${value === 1 ? 'one' : 'many'}`,
    params: { value: written },
  };
};

/** "5 mi" as a tree: the number beside its unit's symbol. */
const quantity = (value: number, unit: UnitDef): MathNode => ({
  type: 'binary',
  op: '*',
  implicit: true,
  left: value < 0 ? { type: 'neg', arg: numberNode(-value) } : numberNode(value),
  right: { type: 'text', value: unit.symbol },
});

/** The conversion asked for as a tree: 5 mi to km. */
export const conversionTree = (c: Conversion): MathNode => ({
  type: 'binary',
  op: '*',
  implicit: true,
  left: quantity(c.value, c.from),
  right: { type: 'text', value: TO_UNIT.replace('{unit}', c.to.symbol) },
});

/** The conversion worked out, with the converter's working, checked by converting back. */
export const convertProblem = (c: Conversion): Answered & { problem: MathNode } => {
  const there = convertWorked(c.value, c.category, c.from.id, c.to.id);
  if (!there.ok) throw unchecked();
  const { result, working } = there.value;
  const back = convertUnit(result.value, c.category, c.to.id, c.from.id);
  if (!back.ok || !approxEqual(back.value.value, c.value, TOLERANCE.check)) throw unchecked();
  const relation = working.type === 'relation' && working.relations.includes('≈') ? '≈' : '=';
  const statement: MathNode = {
    type: 'relation',
    operands: [quantity(c.value, c.from), quantity(result.value, c.to)],
    relations: [relation],
  };
  return {
    kind: 'unit-conversion',
    method: { id: 'conversion', params: { formula: result.formula } },
    ...answerInWords(
      {
        id: relation === '≈' ? 'convertedNear' : 'convertedExact',
        params: { from: amount(c.value, c.from), to: amount(result.value, c.to) },
      },
      unitConversionAnswers(),
    ),
    solutions: [solution(statement, numberNode(result.value))],
    steps: [
      c.category === 'temperature'
        ? step(
            { rule: 'convert', form: 'temperature', params: { from: c.from.id, to: c.to.id } },
            working,
          )
        : step(
            { rule: 'convert', form: 'factor', params: { from: c.from.id, to: c.to.id } },
            working,
          ),
    ],
    tool: {
      id: 'unit-converter',
      path: `/tools?tool=unit-converter&category=${c.category}&from=${c.from.id}&to=${c.to.id}&value=${c.value}`,
    },
    problem: conversionTree(c),
  };
};

/** Unit conversions in words, as the solver reads them before any maths. */
export const conversionWords = /* @__PURE__ */ worded<Conversion>({
  read: readConversion,
  tree: conversionTree,
  solve: convertProblem,
});
