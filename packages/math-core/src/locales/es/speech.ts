/**
 * How a formula is read aloud in Spanish (the `alttext` of its MathML and a result's
 * `answerSpeech`), as a teacher in Spain or Latin America reads it: "x al cuadrado menos 5 x más 6
 * es igual a 0", "la raíz cuadrada de 72", "3 sobre 4".
 */
import type { SpeechWords } from '../../math/toSpeech/words';

const TRIG = {
  sin: 'seno',
  cos: 'coseno',
  tan: 'tangente',
  cot: 'cotangente',
  sec: 'secante',
  csc: 'cosecante',
} as const;

/** A root by its index, as an adjective: la raíz cuadrada, cúbica, cuarta … novena. */
const ROOTS = ['cuadrada', 'cúbica', 'cuarta', 'quinta', 'sexta', 'séptima', 'octava', 'novena'];

export const spanishSpeech: SpeechWords = {
  phrases: {
    plus: 'más',
    minus: 'menos',
    times: 'por',
    'divided by': 'entre',
    'plus or minus': 'más menos',
    equals: 'es igual a',
    'is approximately equal to': 'es aproximadamente igual a',
    'is not equal to': 'es distinto de',
    'is less than': 'es menor que',
    'is greater than': 'es mayor que',
    'is less than or equal to': 'es menor o igual que',
    'is greater than or equal to': 'es mayor o igual que',
    percent: 'por ciento',
    degrees: 'grados',
    degree: 'grado',
    factorial: 'factorial',
    negative: 'menos',
    'open paren': 'abre paréntesis',
    'close paren': 'cierra paréntesis',
    over: 'sobre',
    'the fraction': 'la fracción',
    'end fraction': 'fin de la fracción',
    and: 'y',
    squared: 'al cuadrado',
    cubed: 'al cubo',
    'to the power': 'elevado a',
    'end power': 'fin del exponente',
    'end root': 'fin de la raíz',
    log: 'logaritmo',
    'natural log': 'logaritmo neperiano',
    'log base': 'logaritmo en base',
    'end base': 'fin de la base',
    of: 'de',
    'the limit as': 'el límite cuando',
    approaches: 'tiende a',
    'from above': 'por la derecha',
    'from below': 'por la izquierda',
    'the integral': 'la integral',
    from: 'de',
    to: 'a',
    'with respect to': 'con respecto a',
    'the point': 'el punto',
    infinity: 'infinito',
    prime: 'prima',
  },
  // Arcoseno, arcotangente; seno hiperbólico, tangente hiperbólica (the adjective takes the
  // gender of the name: seno and coseno are masculine, the others feminine).
  trig: (name, arc, hyperbolic) =>
    (arc ? `arco${TRIG[name]}` : TRIG[name]) +
    (hyperbolic ? (name === 'sin' || name === 'cos' ? ' hiperbólico' : ' hiperbólica') : ''),
  functions: {
    abs: 'el valor absoluto',
    exp: 'la exponencial',
    ceil: 'el techo',
    floor: 'la parte entera',
    gcd: 'el máximo común divisor',
    lcm: 'el mínimo común múltiplo',
    min: 'el mínimo',
    max: 'el máximo',
    stdev: 'la desviación típica',
    mean: 'la media',
    median: 'la mediana',
    mode: 'la moda',
    range: 'el rango',
    variance: 'la varianza',
    slope: 'la pendiente',
    distance: 'la distancia',
    midpoint: 'el punto medio',
    line: 'la recta',
    transpose: 'la traspuesta',
    inverse: 'la inversa',
    det: 'el determinante',
    rank: 'el rango',
    conj: 'el conjugado',
    arg: 'el argumento',
    polar: 'la forma polar',
    binomial: 'el número combinatorio',
    factorial: 'el factorial',
  },
  word: (name) => name,
  root: (index, kind) =>
    kind === 'other'
      ? `la raíz de índice ${index} fin del índice de`
      : kind === 'letter' && index === 'n'
        ? 'la raíz enésima de'
        : kind === 'number' && ROOTS[Number(index) - 2] && /^\d$/.test(index)
          ? `la raíz ${ROOTS[Number(index) - 2]} de`
          : `la raíz de índice ${index} de`,
  choose: (n, k) => `el número combinatorio ${n} sobre ${k}`,
  matrix: (rows, columns) => `la matriz ${rows} por ${columns} con filas`,
  capital: (letter) => `${letter} mayúscula`,
  greek:
    'alfa beta gamma delta épsilon zeta eta theta iota kappa lambda mi ni xi ómicron pi ro sigma sigma tau ípsilon fi ji psi omega'.split(
      ' ',
    ),
  // The article of a name merges with the word before it: a el → al, de el → del.
  contract: (said) =>
    said.replace(/(?<=^| )(a|de) el(?= |$)/g, (_, before: string) =>
      before === 'a' ? 'al' : 'del',
    ),
};
