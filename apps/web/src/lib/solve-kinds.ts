/** Problems to try, one of each main kind. */
export const exampleProblems = [
  'x^2-5x+6=0',
  '2x+3=7',
  '√72',
  'log(x)+log(x-3)=1',
  '2x+y=5, x-y=1',
  '2^(x+1)=16',
  '3/4 + 5/6',
  '-3 < 2x+1 ≤ 7',
  '1/(x-2)=3',
  'x^3-6x^2+11x-6=0',
  'd/dx x^2 sin(x)',
  '∫ 3x^2 + 2x dx',
] as const;

/**
 * What the solver does, by the words a search for it uses ("derivative", "matrix"), each with a
 * problem of that kind for the solver to open with: /tools search offers it.
 */
export const solverTopics: readonly { words: readonly string[]; example: string }[] = [
  {
    words: ['derivative', 'differentiate', 'differentiation', 'differential'],
    example: 'd/dx x^2 sin(x)',
  },
  { words: ['integral', 'integrate', 'integration', 'antiderivative'], example: '∫ 3x^2 + 2x dx' },
  { words: ['matrix', 'matrices', 'determinant', 'transpose'], example: 'det [[3, 5], [1, 4]]' },
  { words: ['limit'], example: 'limit of sin(x)/x as x->0' },
  { words: ['equation', 'polynomial'], example: 'x^2-5x+6=0' },
  { words: ['inequality', 'inequalities'], example: '-3 < 2x+1 ≤ 7' },
  { words: ['system', 'simultaneous'], example: '2x+y=5, x-y=1' },
  { words: ['algebra'], example: '2x+3=7' },
];
