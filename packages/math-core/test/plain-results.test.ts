// Every export gives plain data: a copy made by structuredClone, by JSON or by spreading equals
// the result, and a caller writing to a result (its steps included) changes no later call.
import { describe, expect, it } from 'vitest';
import * as library from '../src/index';

/** What throws by design: `unwrap` of a refusal, and the error class it throws. */
// createSolver makes a solver, not a result: given anything but a list of kinds it throws a
// TypeError by design (test/solve-create-solver.test.ts).
const THROWING = new Set(['MathResultError', 'unwrap', 'createSolver']);

const tree = library.parseMath('x^2 + 1/2 = 3');
if (!tree.ok) throw new Error('the sample tree does not parse');

/** What `solve` returned for a problem, and a problem read for drawing: what `graph` takes. */
const answer = (text: string) => library.unwrap(library.solve(text));
const drawn = (text: string) => library.unwrap(library.readGraphProblem(text));

/** The error of a refusal. */
const unrefused = <T>(result: library.Result<T>) => {
  if (result.ok) throw new Error('the sample is not refused');
  return result.error;
};

/** Representative arguments for every function export: whole numbers, decimals and extremes. */
const CALLS: Record<string, readonly (readonly unknown[])[]> = {
  age: [['2000-05-15', '2024-05-14'], ['2024-02-29', '2025-02-28'], ['2023-02-30']],
  answerCredit: [[{ correct: true, hintsUsed: 1 }]],
  arithmetic: [
    [0.1, '+', 0.2],
    [1, '/', 3],
    [6, '*', 7],
    [1e300, '*', 1e10],
  ],
  bmi: [
    [{ weight: 70, height: 175, system: 'metric' }],
    [{ weight: 154.5, height: 68.25, system: 'imperial' }],
  ],
  buildPracticeSet: [[['one-step-equations', 'log-rules'], 2024, { count: 4 }]],
  calculatorStepIn: [
    [
      library.unwrap(library.percentOf(80, 12.5)).steps[1],
      {
        notes: { 'percentOf.multiply': 'Multiplica el valor por esa fracción' },
        notation: { decimal: ',', or: 'o' },
      },
    ],
    [
      library.unwrap(library.primeFactors(13)).steps[0],
      { notes: {}, notation: { decimal: '.', or: 'or' } },
    ],
  ],
  calculatorWordsIn: [
    [
      library.unwrap(library.convertUnit(1, 'length', 'mi', 'km')).formulaWords,
      {
        notes: { 'units.formula': '1 {big:unitOne} {relation} {factor} {small:unitMany}' },
        notation: { decimal: ',', or: 'o' },
        terms: { unitOne: { miles: 'milla' }, unitMany: { kilometers: 'kilómetros' } },
      },
    ],
    [{ id: 'units.formula' }, { notes: {}, notation: { decimal: '.', or: 'or' } }],
  ],
  checkWorking: [
    ['2x+3=7', ['2x=10', 'x=5']],
    ['sqrt(x+2)=x', ['x+2=x^2', '(x-2)(x+1)=0', 'x=2']],
  ],
  explainAnswer: [
    [
      {
        questionMath: {
          type: 'relation',
          operands: [
            { type: 'variable', name: 'x' },
            { type: 'number', value: '3' },
          ],
          relations: ['='],
        },
      },
      '4',
    ],
  ],
  similarProblem: [['x^2-5x+6=0', 1]],
  confirmSimilarProblem: [['x^2-5x+6=0', 'x^2-9x+20=0']],
  expectedAnswer: [[answer('x^2-5x+6=0')], [answer('x^2 > 4')], [answer('(x+1)^2')]],
  stepWords: [
    [
      { ruleId: 'sides', params: { custom: 'Isolate the square root' } },
      { forms: {}, reasons: { sides: ['', 'the same on both sides'] } },
    ],
    [
      { ruleId: 'sides', params: { subtract: 3 } },
      {
        forms: { sides: { subtract: 'Resta {subtract} en ambos lados' } },
        reasons: { sides: ['', 'lo mismo en ambos lados'] },
      },
    ],
  ],
  checkSimilarAnswer: [
    [{ problem: '3x+5=11', expected: '2' }, 'x = 2'],
    [{ problem: '(x+2)^2', expected: null }, 'x^2+4x+4'],
  ],
  checkAnswer: [
    ['2/4', '0.5'],
    ['x = 3, x = 2', '2, 3'],
  ],
  convertUnit: [
    [5, 'length', 'inches', 'centimeters'],
    [12.34, 'weight', 'kg', 'lb'],
    [-40, 'temperature', 'celsius', 'fahrenheit'],
    [1e21, 'data', 'bytes', 'tb'],
    [1e-7, 'speed', 'kmh', 'mps'],
  ],
  discount: [
    [80, 25],
    [19.99, 12.5],
  ],
  drawable: [[answer('x^2-5x+6=0')], [answer('2^10')]],
  evaluateMath: [[tree.value, { x: 2 }]],
  formatFixed: [
    [12.7, 4],
    [-0.001, 2],
  ],
  formatMoney: [[123456], [1000, 'JPY'], [-5, 'EUR', 'de-DE']],
  formatTrimmed: [[0.1 + 0.2, 4]],
  fractionCalc: [
    ['3/4', '+', '5/6'],
    ['2 1/2', '/', '0.25'],
  ],
  gcdLcm: [[[72, 120]], [[17, 1e9, 3]]],
  generateProblem: [
    ['algebra', 42, { difficulty: 'Medium' }],
    ['logarithms', 7],
  ],
  generateSkillProblem: [['two-step-equations', 3, { difficulty: 'Easy' }]],
  gpa: [
    [
      [
        { credits: 3, grade: 'A' },
        { credits: 4.5, grade: 'b+' },
      ],
    ],
  ],
  graph: [
    [answer('x^2-5x+6=0')],
    [answer('x^2 < 4'), { xMin: -3, xMax: 3, yMin: -1, yMax: 1 }],
    [answer('1/(x-2)')],
    [drawn('y=2x+1, y=-x+4')],
  ],
  plotFunction: [
    [tree.value, 'x'],
    [{ type: 'variable', name: 'x' }, 'x'],
  ],
  lineThroughPoints: [
    [2, 3, 5, 7],
    [0.1, 0.2, 0.3, 0.7],
    [1, 2, 1, 5],
  ],
  listCategories: [[]],
  listSkills: [[], [{ category: 'algebra' }]],
  listUnits: [['speed'], ['temperature']],
  loan: [
    [1000, 12, 1],
    [250000.5, 360, 6.75],
  ],
  nextDifficulty: [['Easy', { correct: true }]],
  parseMath: [['2 1/2'], ['log_2(8x) = 3']],
  readNumberCommas: [['2,5 + 1'], ['x=1,y=2']],
  readGraphProblem: [['graph x^2'], ['y = 2x + 1']],
  readProblem: [['derivative of x^3'], ['2,5 + 1'], ['15% of 80']],
  percentChange: [
    [80, 100],
    [0.3, 0.1],
  ],
  percentOf: [
    [80, 25],
    [1e15, 0.01],
  ],
  percentageOf: [
    [20, 80],
    [1, 3],
  ],
  pickReviewSet: [
    [
      [
        { skill: 'log-rules', dueAt: 0, intervalDays: 2 },
        { skill: 'circles', dueAt: 0, intervalDays: 8, difficulty: 'Hard' },
      ],
      86_400_000,
      { count: 4 },
    ],
  ],
  primeFactors: [[360], [999999999989]],
  // A refusal as checkAnswer gives it, said in no language (the English one, as it is).
  refusalIn: [[unrefused(library.checkAnswer('abc', '4')), undefined]],
  scheduleReview: [[null, { correct: true }, Date.UTC(2025, 0, 1)]],
  simplifyLog: [
    [4, 8],
    [3, 10],
    [2.5, 0.1],
    [10, 1e-300],
    [9007199254740991, 2],
  ],
  simplifyRadical: [[72], [1e12]],
  skillMastery: [
    [
      [
        { correct: true, difficulty: 'Easy' },
        { correct: false, difficulty: 'Medium' },
      ],
    ],
  ],
  solve: [['x^2-5x+6=0'], ['2x + 0.5 = 3.25'], ['√72'], ['log_2(x) = 5']],
  solveQuadratic: [
    [1, -5, 6],
    [0.5, 0.25, -3],
  ],
  statistics: [[[2, 4, 4, 4, 5, 5, 7, 9]], [[0.1, 0.2, 1e9]]],
  timeCalc: [
    [{ days: 7 }, 'subtract', { hours: 1 }],
    [{ hours: 1.5 }, 'add', { minutes: 45 }],
  ],
  tip: [
    [50, 15, 1],
    [100, 0, 3],
  ],
  toCents: [[19.99], [1e15]],
  toLatex: [[tree.value]],
  toMathML: [[tree.value]],
  toSpeech: [[tree.value]],
  toText: [[tree.value]],
};

const functions = (Object.entries(library) as [string, unknown][]).filter(
  (entry): entry is [string, (...args: unknown[]) => unknown] =>
    typeof entry[1] === 'function' && !THROWING.has(entry[0]),
);

/** Writes to every object and array the result holds: each string field, each list's length. */
const scribble = (value: unknown): void => {
  if (typeof value !== 'object' || value === null) return;
  for (const key of Object.keys(value)) scribble((value as Record<string, unknown>)[key]);
  if (Array.isArray(value)) value.push('changed');
  else
    for (const key of Object.keys(value)) {
      const record = value as Record<string, unknown>;
      if (typeof record[key] === 'string') record[key] = 'changed';
    }
};

describe('plain results', () => {
  it('has representative arguments for every export', () => {
    expect(functions.map(([name]) => name).sort()).toEqual(Object.keys(CALLS).sort());
  });

  for (const [name, fn] of functions) {
    it(`${name}: copies equal the result, and writing to it changes no later call`, () => {
      for (const args of CALLS[name] ?? []) {
        const result = fn(...args);
        const label = `${name}(${JSON.stringify(args)})`;
        expect(structuredClone(result), label).toEqual(result);
        expect(JSON.parse(JSON.stringify(result)), label).toEqual(result);
        if (typeof result === 'object' && result !== null && !Array.isArray(result)) {
          expect({ ...result }, label).toEqual(result);
          const value = (result as { value?: unknown }).value;
          if (typeof value === 'object' && value !== null && !Array.isArray(value))
            expect({ ...value }, label).toEqual(value);
        }
        const before = structuredClone(result);
        expect(() => scribble(result), label).not.toThrow();
        expect(fn(...args), label).toEqual(before);
      }
    });
  }
});
