/**
 * A unit conversion written in a language, beyond what every result is: the problem as read with
 * the language's words before the unit it is converted to ("5 km a mi", the notes' form
 * `convert.to`), and the method, the factor between the two units, in the language's names of the
 * units and its notation ("1 milla = 1,609344 kilómetros", the words of the answer); a
 * temperature's formula is symbols, written with the language's decimal mark. Each language's
 * entry (./es.ts …) writes its results through this.
 */
import { compare, div, mul, toNumber, toTrimmed } from '../../_lib/decimal';
import {
  CATEGORIES,
  type UnitCategory,
  type UnitDef,
  type UnitIds,
  unitsOf,
} from '../../_lib/units';
import { n, text } from '../../math/build';
import type { AnswerWords } from '../../math/catalogue/answers';
import { mergedNotes, noteOf } from '../../math/rules';
import type { MathNode } from '../../math/tree';
import { answerText } from '../answer';
import type { SolveResult } from '../solveResult';
import type { WritingLanguage } from '../written';

/** An amount of a unit, in the words of a conversion's answer: "1 mile", "1.609344 kilometers". */
const amount = (value: number, unit: UnitDef): AnswerWords => ({
  id: `${unit.id as UnitIds[UnitCategory]}:${value === 1 ? 'one' : 'many'}`,
  params: { value: n(value) },
});

/**
 * One of the larger unit in the smaller, as the converter states it (its `formula`): "1 mile =
 * 1.609344 kilometers", with ≈ and at most 6 decimals where the factor is not exact.
 */
export const factorWords = (from: UnitDef, to: UnitDef): AnswerWords => {
  let num = mul(from.p, to.q);
  let den = mul(from.q, to.p);
  let [big, small] = [from, to];
  if (compare(num, den) < 0) [num, den, big, small] = [den, num, to, from];
  const factor = div(num, den);
  const exact = compare(mul(factor, den), num) === 0;
  return {
    id: exact ? 'convertedExact' : 'convertedNear',
    params: {
      from: amount(1, big),
      to: amount(exact ? toNumber(factor) : Number(toTrimmed(factor, 6)), small),
    },
  };
};

/** The two units a conversion's step names, by id, and whether they are temperatures. */
const unitsNamed = (result: SolveResult): [UnitDef, UnitDef, boolean] | undefined => {
  const params = result.steps[0]?.params;
  for (const category of CATEGORIES) {
    const units = unitsOf(category);
    const from = units.find((u) => u.id === params?.from);
    const to = units.find((u) => u.id === params?.to);
    if (from && to) return [from, to, category === 'temperature'];
  }
  return undefined;
};

/**
 * The language writing a unit conversion's problem and method as well as what it writes of every
 * result: `es` is `conversionsWritten(writingLanguage(spanish, …))`.
 */
export const conversionsWritten = (language: WritingLanguage): WritingLanguage => ({
  ...language,
  writes: (result, english) => {
    const units = result.kind === 'unit-conversion' ? unitsNamed(result) : undefined;
    const tree = result.tree;
    if (!units || tree.type !== 'binary' || tree.right.type !== 'text')
      return language.writes(result, english);
    const [from, to, temperature] = units;
    const { notes, notation, answers } = language.writing;
    const words = noteOf(
      { rule: 'convert', form: 'to', params: { unit: to.symbol } },
      mergedNotes([english, notes]),
      notation,
    );
    // The problem as read is written from this tree, "5 km a mi"; the result keeps its own.
    const asked: MathNode = { ...tree, right: text(words) };
    const written = language.writes({ ...result, tree: asked }, english);
    return {
      ...written,
      tree,
      method: temperature
        ? notation.decimal === ','
          ? result.method.replace(/(\d)\.(?=\d)/g, '$1,')
          : result.method
        : answerText(factorWords(from, to), answers, notation),
    };
  },
});
