/**
 * How a formula is read aloud in German (the `alttext` of its MathML and a result's
 * `answerSpeech`), as a teacher in Germany reads it: "x Quadrat minus 5 x plus 6 gleich 0",
 * "die Quadratwurzel aus 72", "3 durch 4".
 */
import type { SpeechWords } from '../../math/toSpeech/words';

const TRIG = {
  sin: 'Sinus',
  cos: 'Kosinus',
  tan: 'Tangens',
  cot: 'Kotangens',
  sec: 'Sekans',
  csc: 'Kosekans',
} as const;

/** A root by its index: die dritte, vierte … neunte Wurzel (the square root is named apart). */
const ROOTS = ['dritte', 'vierte', 'fünfte', 'sechste', 'siebte', 'achte', 'neunte'];

export const germanSpeech: SpeechWords = {
  phrases: {
    plus: 'plus',
    minus: 'minus',
    times: 'mal',
    'divided by': 'geteilt durch',
    'plus or minus': 'plus minus',
    equals: 'gleich',
    'is approximately equal to': 'ungefähr gleich',
    'is not equal to': 'ungleich',
    'is less than': 'kleiner als',
    'is greater than': 'größer als',
    'is less than or equal to': 'kleiner oder gleich',
    'is greater than or equal to': 'größer oder gleich',
    percent: 'Prozent',
    degrees: 'Grad',
    degree: 'Grad',
    factorial: 'Fakultät',
    negative: 'minus',
    'open paren': 'Klammer auf',
    'close paren': 'Klammer zu',
    over: 'durch',
    'the fraction': 'Bruch',
    'end fraction': 'Ende des Bruchs',
    and: 'und',
    squared: 'Quadrat',
    cubed: 'hoch 3',
    'to the power': 'hoch',
    'end power': 'Ende des Exponenten',
    'end root': 'Ende der Wurzel',
    log: 'dekadischer Logarithmus',
    'natural log': 'natürlicher Logarithmus',
    'log base': 'Logarithmus zur Basis',
    'end base': 'Ende der Basis',
    of: 'von',
    'the limit as': 'der Limes für',
    approaches: 'gegen',
    'from above': 'von rechts',
    'from below': 'von links',
    'the integral': 'das Integral',
    from: 'von',
    to: 'bis',
    'with respect to': 'd',
    'the point': 'der Punkt',
    infinity: 'unendlich',
    prime: 'Strich',
  },
  // Arkussinus, Sinus hyperbolicus, Areasinus hyperbolicus.
  trig: (name, arc, hyperbolic) =>
    (arc ? `${hyperbolic ? 'Area' : 'Arkus'}${TRIG[name].toLowerCase()}` : TRIG[name]) +
    (hyperbolic ? ' hyperbolicus' : ''),
  functions: {
    abs: 'der Betrag',
    exp: 'die Exponentialfunktion',
    ceil: 'die obere Gaußklammer',
    floor: 'die untere Gaußklammer',
    gcd: 'der größte gemeinsame Teiler',
    lcm: 'das kleinste gemeinsame Vielfache',
    min: 'das Minimum',
    max: 'das Maximum',
    stdev: 'die Standardabweichung',
    mean: 'der Mittelwert',
    median: 'der Median',
    mode: 'der Modus',
    range: 'die Spannweite',
    variance: 'die Varianz',
    slope: 'die Steigung',
    distance: 'der Abstand',
    midpoint: 'der Mittelpunkt',
    line: 'die Gerade',
    transpose: 'die Transponierte',
    inverse: 'die Inverse',
    det: 'die Determinante',
    rank: 'der Rang',
    conj: 'die Konjugierte',
    arg: 'das Argument',
    polar: 'die Polarform',
    binomial: 'der Binomialkoeffizient',
    factorial: 'die Fakultät',
  },
  word: (name) => name,
  root: (index, kind) =>
    kind === 'other'
      ? `die Wurzel mit dem Index ${index} Ende des Index aus`
      : index === '2'
        ? 'die Quadratwurzel aus'
        : ROOTS[Number(index) - 3] && /^\d$/.test(index)
          ? `die ${ROOTS[Number(index) - 3]} Wurzel aus`
          : `die ${index}-te Wurzel aus`,
  choose: (n, k) => `${n} über ${k}`,
  matrix: (rows, columns) => `die ${rows}-mal-${columns}-Matrix mit den Zeilen`,
  capital: (letter) => `großes ${letter.charAt(0).toUpperCase()}${letter.slice(1)}`,
  greek:
    'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda My Ny Xi Omikron Pi Rho Sigma Sigma Tau Ypsilon Phi Chi Psi Omega'.split(
      ' ',
    ),
};
