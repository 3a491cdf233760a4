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
