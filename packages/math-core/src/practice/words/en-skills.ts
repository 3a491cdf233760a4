/**
 * The English names, descriptions and first hints of the free skills (../skills/catalogue.ts), by
 * id: `skills.<skill id>.title`, `.description` and `.nudge`; assigned into the English table
 * (./en.ts). A description's maths is plain text ("x + a = c"), which each language writes in its
 * own notation.
 */
export const ENGLISH_SKILL_PRACTICE = {
  'skills.one-step-equations.title': 'One-step equations',
  'skills.one-step-equations.description':
    'Solve x + a = c, ax = c and x/a = c with one inverse operation.',
  'skills.one-step-equations.nudge': 'What is being done to x? Do the opposite to both sides.',
  'skills.two-step-equations.title': 'Two-step equations',
  'skills.two-step-equations.description': 'Solve ax + b = c: move the constant, then divide.',
  'skills.two-step-equations.nudge': 'Two things are done to x: undo the last one first.',
  'skills.distributive-law.title': 'The distributive law',
  'skills.distributive-law.description': 'Equations with brackets: multiply out, then solve.',
  'skills.distributive-law.nudge':
    'The number in front of the brackets multiplies everything inside.',
  'skills.variables-both-sides.title': 'Variables on both sides',
  'skills.variables-both-sides.description':
    'Collect the x terms on one side and the numbers on the other.',
  'skills.variables-both-sides.nudge':
    'There is an x on both sides: gather them on one side first.',
  'skills.quadratics-factoring.title': 'Quadratics by factoring',
  'skills.quadratics-factoring.description':
    'Solve x² + bx + c = 0 and ax² + bx + c = 0 by writing them as two brackets.',
  'skills.quadratics-factoring.nudge':
    'Can the left side be written as two brackets multiplied together?',
  'skills.quadratic-formula.title': 'The quadratic formula',
  'skills.quadratic-formula.description':
    'The discriminant, and the roots of any quadratic from x = (−b ± √(b² − 4ac))/(2a).',
  'skills.quadratic-formula.nudge': 'Read off a, b and c first.',
  'skills.evaluate-logarithms.title': 'Evaluating logarithms',
  'skills.evaluate-logarithms.description':
    'log_b(x) is the power of b that gives x: powers, roots and logs of logs.',
  'skills.evaluate-logarithms.nudge': 'A logarithm answers: to what power must the base be raised?',
  'skills.change-of-base.title': 'Change of base',
  'skills.change-of-base.description':
    'Logarithms between bases that are powers of one number, and with a calculator.',
  'skills.change-of-base.nudge': 'Can both numbers be written as powers of the same number?',
  'skills.log-rules.title': 'Product, quotient and power rules',
  'skills.log-rules.description': 'Expand and condense logarithms with the three rules.',
  'skills.log-rules.nudge':
    'Which rule turns this sum, difference or power into something simpler?',
  'skills.log-equations.title': 'Solving logarithmic equations',
  'skills.log-equations.description':
    'Rewrite log_b(y) = k as y = b^k, and reject roots outside the domain.',
  'skills.log-equations.nudge': 'A logarithm equation is an exponent equation in disguise.',
  'skills.exponential-equations.title': 'Solving exponential equations',
  'skills.exponential-equations.description':
    'Write both sides as powers of one base and set the exponents equal.',
  'skills.exponential-equations.nudge': 'Can both sides be written as powers of the same base?',
  'skills.area-perimeter.title': 'Area and perimeter',
  'skills.area-perimeter.description': 'Rectangles, parallelograms, triangles and trapezoids.',
  'skills.area-perimeter.nudge': 'Which formula fits this shape?',
  'skills.triangles.title': 'Triangles',
  'skills.triangles.description': 'Angle sums, similar triangles and how their areas scale.',
  'skills.triangles.nudge': 'What do you know about every triangle, or about similar ones?',
  'skills.pythagoras.title': 'The Pythagorean theorem',
  'skills.pythagoras.description': 'The hypotenuse and the missing leg of a right triangle.',
  'skills.pythagoras.nudge': 'In a right triangle the three sides are linked by a² + b² = c².',
  'skills.circles.title': 'Circles',
  'skills.circles.description': 'Area and circumference, with π ≈ 3.14 and with π itself.',
  'skills.circles.nudge': 'Radius or diameter? The formulas use the radius.',
  'skills.angles.title': 'Angles',
  'skills.angles.description':
    'Complementary and supplementary angles, polygon angle sums, regular polygons.',
  'skills.angles.nudge': 'Angles on a line, in a triangle or in a polygon add up to a known total.',
  'skills.volume.title': 'Volume',
  'skills.volume.description': 'Boxes, prisms, cylinders, cones and spheres.',
  'skills.volume.nudge':
    'Volume is the area of the base times a height (a third of it for a cone).',
} as const;

/** The id of a free skill's name, description or first hint. */
export type SkillWordId = keyof typeof ENGLISH_SKILL_PRACTICE;

/** Those sentences in one language: a sentence for every id. */
export type SkillWords = Readonly<Record<SkillWordId, string>>;
