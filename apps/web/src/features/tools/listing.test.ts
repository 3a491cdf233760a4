import { listUnits, solve, type UnitCategory } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import {
  offersSolver,
  searchTools,
  solverProblemFor,
  toolNamedIn,
  toolPreset,
  unitNames,
} from './listing';
import type { ToolAbout, ToolId } from './registry';

/** Each tool's real `about`, from its widget module. */
const abouts = new Map<string, ToolAbout>(
  Object.entries(
    import.meta.glob<ToolAbout>('./*/widget.tsx', { eager: true, import: 'about' }),
  ).map(([key, about]) => [key.split('/')[1]!, about]),
);
const about = (id: ToolId) => abouts.get(id)!;
const ids = (query: string) => searchTools(query, about).map((t) => t.id);

describe('/tools search', () => {
  it('reads every widget’s about', () => {
    expect(abouts.size).toBeGreaterThanOrEqual(17);
    for (const [id, a] of abouts) expect(a.summary, id).toMatch(/\S/);
  });

  it.each([
    ['cm to inches', 'unit-converter'],
    ['CM TO INCHES', 'unit-converter'],
    ['convert kg to lb', 'unit-converter'],
    ['fahrenheit', 'unit-converter'],
    ['fraction to decimal', 'fraction'],
    ['fractions', 'fraction'],
    ['std dev', 'statistics'],
    ['stats', 'statistics'],
    ['standard deviation', 'statistics'],
    ['mean', 'statistics'],
    ['median', 'statistics'],
    ['gcf', 'gcd-lcm'],
    ['hcf', 'gcd-lcm'],
    ['gcd', 'gcd-lcm'],
    ['lcm', 'gcd-lcm'],
    ['bmi', 'bmi'],
    ['BMI calculator', 'bmi'],
    ['mortgage', 'loan'],
    ['loan payment', 'loan'],
    ['percent off', 'discount'],
    ['sale price', 'discount'],
    ['tip', 'tip'],
    ['square root', 'radical'],
    ['surd', 'radical'],
    ['log', 'logarithm'],
    ['quadratic', 'quadratic'],
    ['age', 'age'],
    ['birthday', 'age'],
    ['gpa', 'gpa'],
    ['prime', 'prime-factors'],
    ['percent', 'percentage'],
    ['unit converter', 'unit-converter'],
    ['time', 'time-calculator'],
    ['stat', 'statistics'],
    ['mort', 'loan'],
    // Everyday questions and one slip of the finger.
    ['how old am i', 'age'],
    ['how old are you', 'age'],
    ['percnt', 'percentage'],
    ['percentgae', 'percentage'],
    ['statsitics', 'statistics'],
    ['quadratc', 'quadratic'],
    ['logarithim', 'logarithm'],
  ] as const)('“%s” finds %s first', (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });

  it('matches whole words and the starts of words, never the inside of one', () => {
    // "cm" is inside "LCM" but is no word of the GCD & LCM tool.
    expect(ids('cm')).toEqual(['unit-converter']);
    expect(ids('cm')).not.toContain('gcd-lcm');
    // "age" is inside "percentage" and "average".
    expect(ids('age')).toEqual(['age']);
    expect(ids('cent')).not.toContain('percentage');
    expect(ids('ion')).toEqual([]);
  });

  it('needs every word that names something; filler words may be left unmatched', () => {
    expect(ids('percent off')).toEqual(['discount']);
    expect(ids('loan xylophone')).toEqual([]);
    expect(ids('how to calculate a tip')).toEqual(['tip']);
    expect(ids('xylophone')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('ranks an exact name over words of a name over keywords over the summary', () => {
    // Exact name: "discount" is the Discount Calculator's name; elsewhere a keyword at most.
    expect(ids('discount')[0]).toBe('discount');
    // Name word: "percentage" names one tool; discount has "percent off" among its keywords.
    expect(ids('percent').slice(0, 2)).toEqual(['percentage', 'discount']);
    // Keyword over summary: radical has "square root"; quadratic's summary says "square roots".
    expect(ids('square root')).toEqual(['radical', 'quadratic']);
    // Ties keep the listing's order.
    expect(ids('money')).toEqual(['tip', 'discount', 'loan']);
  });
});

describe('the tool a refused problem names', () => {
  it.each([
    ['mean of 3, 4, 5', 'statistics'],
    ['standard deviation of 2, 4, 4, 4, 5', 'statistics'],
    ['gcd of 12 and 18', 'gcd-lcm'],
    ['bmi for 70 kg and 1.75 m', 'bmi'],
    ['monthly payment on a 20000 loan', 'loan'],
  ])('%s → %s', (text, id) => {
    expect(toolNamedIn(text, about)?.id).toBe(id);
  });

  it('picks nothing from everyday words alone', () => {
    expect(toolNamedIn('what is the answer', about)).toBeUndefined();
    expect(toolNamedIn('x^x = 4', about)).toBeUndefined();
  });

  it('links no tool to maths in an unknown: every tool computes with numbers', () => {
    expect(toolNamedIn('range of 3, 8, 1', about)?.id).toBe('statistics');
    expect(toolNamedIn('range of x^4 - x', about)).toBeUndefined();
    expect(toolNamedIn('mean of 2x + 1', about)).toBeUndefined();
    expect(toolNamedIn('bmi for 70 kg and 1.75 m', about)?.id).toBe('bmi');
  });

  it('links no unrelated tool: a limit is not a slope, solving for y is not a quadratic', () => {
    // "as" once read as the plural of the "a" in "equation of a line", "solve" as a prefix of
    // "Quadratic Equation Solver".
    expect(toolNamedIn('limit of sin(x)/x as x->0', about)).toBeUndefined();
    expect(toolNamedIn('solve for y: 2x+3y=6', about)).toBeUndefined();
    expect(toolNamedIn('slope between (1,2) and (4,8)', about)?.id).toBe('slope');
    expect(toolNamedIn('two points', about)?.id).toBe('slope');
  });

  it('picks nothing from a misspelt word: the refusal asks what was meant instead', () => {
    expect(toolNamedIn('slove 2x=4', about)).toBeUndefined();
    expect(toolNamedIn('facter 360', about)).toBeUndefined();
    // The search box still forgives a typo.
    expect(searchTools('percnt', about)[0]?.id).toBe('percentage');
  });
});

describe('the solver offered by the search', () => {
  it.each([
    ['x^2-5x+6=0', true],
    ['2x+3=7', true],
    ['√72', true],
    ['solve 2x+3=7', true],
    ['Simplify sqrt(72)', true],
    ['factor 360', true],
    ['expand (x+1)^2', true],
    ['loan', false],
    ['percentage', false],
    ['simplify fractions', false],
    ['solve', false],
    ['5 inches to cm', false],
    ['cm to inches', false],
    ['derivative of x^2 sin(x)', true],
    ['differentiate x^3', true],
    ['integrate x^2', true],
    ['det [[3, 5], [1, 4]]', true],
    ['inverse of [[4, 7], [2, 6]]', true],
    ['limit of sin(x)/x as x->0', true],
    ['complete the square x^2+6x+2', true],
    ['derivative', false],
  ] as const)('“%s”: %s', (query, offered) => {
    expect(offersSolver(query)).toBe(offered);
  });

  it('hands the solver the problem typed, or one of the kind a word names', () => {
    expect(solverProblemFor(' 2x+3=7 ')).toBe('2x+3=7');
    expect(solverProblemFor('derivative of x^2')).toBe('derivative of x^2');
    for (const query of ['derivative', 'Derivatives', 'matrix', 'matrices', 'integral', 'limits']) {
      const problem = solverProblemFor(query);
      expect(problem, query).toBeDefined();
      // What the solver opens with, it answers.
      expect(solve(problem ?? '').ok, query).toBe(true);
    }
    expect(solverProblemFor('matrix')).toMatch(/\[\[/);
    expect(solverProblemFor('derivative')).toMatch(/d\/dx/);
    for (const query of ['loan', 'percentage', 'cm to inches', 'age', 'tip'])
      expect(solverProblemFor(query), query).toBeUndefined();
  });
});

describe('a search that sets a tool up', () => {
  it('sets the unit converter to the units a conversion names', () => {
    expect(toolPreset('cm to inches')).toEqual({
      id: 'unit-converter',
      inputs: { category: 'length', from: 'centimeters', to: 'inches' },
    });
    expect(toolPreset('convert 5 kg in lbs')).toEqual({
      id: 'unit-converter',
      inputs: { category: 'weight', from: 'kilograms', to: 'pounds', value: '5' },
    });
    expect(toolPreset('Celsius to Fahrenheit')?.inputs).toEqual({
      category: 'temperature',
      from: 'celsius',
      to: 'fahrenheit',
    });
  });

  it('names only units the converter has, by their ids', () => {
    for (const [name, [category, id]] of Object.entries(unitNames)) {
      const units = listUnits(category as UnitCategory);
      expect(units.ok && units.value.some((u) => u.id === id), `${name}: ${category} ${id}`).toBe(
        true,
      );
    }
  });

  it('leaves anything else alone', () => {
    for (const query of ['cm', 'cm to kg', 'cm to cm', 'fraction to decimal', 'inches to'])
      expect(toolPreset(query), query).toBeNull();
  });
});
