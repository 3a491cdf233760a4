/**
 * How a formula is read aloud in French (the `alttext` of its MathML and a result's
 * `answerSpeech`), as a teacher in France reads it: "x au carré moins 5 x plus 6 égale 0",
 * "la racine carrée de 72", "3 sur 4".
 */
import type { SpeechWords } from '../../math/toSpeech/words';

const TRIG = {
  sin: 'sinus',
  cos: 'cosinus',
  tan: 'tangente',
  cot: 'cotangente',
  sec: 'sécante',
  csc: 'cosécante',
} as const;

/** A root by its index: la racine carrée, cubique, quatrième … neuvième. */
const ROOTS = [
  'carrée',
  'cubique',
  'quatrième',
  'cinquième',
  'sixième',
  'septième',
  'huitième',
  'neuvième',
];

export const frenchSpeech: SpeechWords = {
  phrases: {
    plus: 'plus',
    minus: 'moins',
    times: 'fois',
    'divided by': 'divisé par',
    'plus or minus': 'plus ou moins',
    equals: 'égale',
    'is approximately equal to': 'est environ égal à',
    'is not equal to': 'est différent de',
    'is less than': 'est inférieur à',
    'is greater than': 'est supérieur à',
    'is less than or equal to': 'est inférieur ou égal à',
    'is greater than or equal to': 'est supérieur ou égal à',
    percent: 'pour cent',
    degrees: 'degrés',
    degree: 'degré',
    factorial: 'factorielle',
    negative: 'moins',
    'open paren': 'parenthèse ouvrante',
    'close paren': 'parenthèse fermante',
    over: 'sur',
    'the fraction': 'la fraction',
    'end fraction': 'fin de la fraction',
    and: 'et',
    squared: 'au carré',
    cubed: 'au cube',
    'to the power': 'puissance',
    'end power': 'fin de la puissance',
    'end root': 'fin de la racine',
    log: 'logarithme décimal',
    'natural log': 'logarithme népérien',
    'log base': 'logarithme en base',
    'end base': 'fin de la base',
    of: 'de',
    'the limit as': 'la limite quand',
    approaches: 'tend vers',
    'from above': 'par valeurs supérieures',
    'from below': 'par valeurs inférieures',
    'the integral': 'l’intégrale',
    from: 'de',
    to: 'à',
    'with respect to': 'd',
    'the point': 'le point',
    infinity: 'l’infini',
    prime: 'prime',
  },
  // Arc sinus, sinus hyperbolique, argument sinus hyperbolique.
  trig: (name, arc, hyperbolic) =>
    `${arc ? (hyperbolic ? 'argument ' : 'arc ') : ''}${TRIG[name]}${hyperbolic ? ' hyperbolique' : ''}`,
  functions: {
    abs: 'la valeur absolue',
    exp: 'l’exponentielle',
    ceil: 'la partie entière supérieure',
    floor: 'la partie entière',
    gcd: 'le plus grand commun diviseur',
    lcm: 'le plus petit commun multiple',
    min: 'le minimum',
    max: 'le maximum',
    stdev: 'l’écart type',
    mean: 'la moyenne',
    median: 'la médiane',
    mode: 'le mode',
    range: 'l’étendue',
    variance: 'la variance',
    slope: 'la pente',
    distance: 'la distance',
    midpoint: 'le milieu',
    line: 'la droite',
    transpose: 'la transposée',
    inverse: 'l’inverse',
    det: 'le déterminant',
    rank: 'le rang',
    conj: 'le conjugué',
    arg: 'l’argument',
    polar: 'la forme trigonométrique',
    binomial: 'le coefficient binomial',
    factorial: 'la factorielle',
  },
  word: (name) => name,
  root: (index, kind) =>
    kind === 'other'
      ? `la racine d’indice ${index} fin de l’indice de`
      : kind === 'letter'
        ? `la racine ${index}-ième de`
        : ROOTS[Number(index) - 2] && /^\d$/.test(index)
          ? `la racine ${ROOTS[Number(index) - 2]} de`
          : `la racine d’indice ${index} de`,
  // The French reading names k first: "2 parmi 5" is the binomial (5 2).
  choose: (n, k) => `${k} parmi ${n}`,
  matrix: (rows, columns) => `la matrice de taille ${rows} par ${columns} de lignes`,
  capital: (letter) => `${letter} majuscule`,
  greek:
    'alpha bêta gamma delta epsilon dzêta êta thêta iota kappa lambda mu nu xi omicron pi rhô sigma sigma tau upsilon phi khi psi oméga'.split(
      ' ',
    ),
  // The article of a name merges with the word before it: à le → au, de le → du.
  contract: (said) =>
    said.replace(/(?<=^| )(à|de) le(?= |$)/g, (_, before: string) =>
      before === 'à' ? 'au' : 'du',
    ),
};
