/**
 * How a formula is read aloud in Brazilian Portuguese (the `alttext` of its MathML and a result's
 * `answerSpeech`), as a teacher in Brazil reads it: "x ao quadrado menos 5 x mais 6 é igual a 0",
 * "raiz quadrada de 72", "3 sobre 4". Names are said without their article, as read aloud ("x é
 * igual a raiz quadrada de 2", "módulo de x"): an article would have to merge with the "a" or
 * "de" before it (à, ao, da, do), and "a" is also a letter the formula may hold.
 */
import type { SpeechWords } from '../../math/toSpeech/words';

const TRIG = {
  sin: 'seno',
  cos: 'cosseno',
  tan: 'tangente',
  cot: 'cotangente',
  sec: 'secante',
  csc: 'cossecante',
} as const;

/** A root by its index: a raiz quadrada, cúbica, quarta … nona. */
const ROOTS = ['quadrada', 'cúbica', 'quarta', 'quinta', 'sexta', 'sétima', 'oitava', 'nona'];

export const portugueseSpeech: SpeechWords = {
  phrases: {
    plus: 'mais',
    minus: 'menos',
    times: 'vezes',
    'divided by': 'dividido por',
    'plus or minus': 'mais ou menos',
    equals: 'é igual a',
    'is approximately equal to': 'é aproximadamente igual a',
    'is not equal to': 'é diferente de',
    'is less than': 'é menor que',
    'is greater than': 'é maior que',
    'is less than or equal to': 'é menor ou igual a',
    'is greater than or equal to': 'é maior ou igual a',
    percent: 'por cento',
    degrees: 'graus',
    degree: 'grau',
    factorial: 'fatorial',
    negative: 'menos',
    'open paren': 'abre parênteses',
    'close paren': 'fecha parênteses',
    over: 'sobre',
    'the fraction': 'fração',
    'end fraction': 'fim da fração',
    and: 'e',
    squared: 'ao quadrado',
    cubed: 'ao cubo',
    'to the power': 'elevado a',
    'end power': 'fim do expoente',
    'end root': 'fim da raiz',
    log: 'logaritmo',
    'natural log': 'logaritmo natural',
    'log base': 'logaritmo na base',
    'end base': 'fim da base',
    of: 'de',
    'the limit as': 'limite quando',
    approaches: 'tende a',
    'from above': 'pela direita',
    'from below': 'pela esquerda',
    'the integral': 'integral',
    from: 'de',
    to: 'a',
    'with respect to': 'em relação a',
    'the point': 'ponto',
    infinity: 'infinito',
    prime: 'linha',
  },
  // Arco seno, seno hiperbólico, tangente hiperbólica (seno and cosseno are masculine, the
  // others feminine).
  trig: (name, arc, hyperbolic) =>
    (arc ? `arco ${TRIG[name]}` : TRIG[name]) +
    (hyperbolic ? (name === 'sin' || name === 'cos' ? ' hiperbólico' : ' hiperbólica') : ''),
  functions: {
    abs: 'módulo',
    exp: 'exponencial',
    ceil: 'teto',
    floor: 'piso',
    gcd: 'máximo divisor comum',
    lcm: 'mínimo múltiplo comum',
    min: 'mínimo',
    max: 'máximo',
    stdev: 'desvio padrão',
    mean: 'média',
    median: 'mediana',
    mode: 'moda',
    range: 'amplitude',
    variance: 'variância',
    slope: 'coeficiente angular',
    distance: 'distância',
    midpoint: 'ponto médio',
    line: 'reta',
    transpose: 'transposta',
    inverse: 'inversa',
    det: 'determinante',
    rank: 'posto',
    conj: 'conjugado',
    arg: 'argumento',
    polar: 'forma polar',
    binomial: 'número binomial',
    factorial: 'fatorial',
  },
  word: (name) => name,
  root: (index, kind) =>
    kind === 'other'
      ? `raiz de índice ${index} fim do índice de`
      : kind === 'letter' && index === 'n'
        ? 'raiz enésima de'
        : kind === 'number' && ROOTS[Number(index) - 2] && /^\d$/.test(index)
          ? `raiz ${ROOTS[Number(index) - 2]} de`
          : `raiz de índice ${index} de`,
  choose: (n, k) => `número binomial ${n} sobre ${k}`,
  matrix: (rows, columns) => `matriz ${rows} por ${columns} com as linhas`,
  capital: (letter) => `${letter} maiúsculo`,
  greek:
    'alfa beta gama delta épsilon zeta eta teta iota capa lambda mi ni csi ômicron pi rô sigma sigma tau úpsilon fi qui psi ômega'.split(
      ' ',
    ),
};
