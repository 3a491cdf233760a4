/**
 * Why the solver refuses a problem, in Portuguese: the sentences of the engine's refusal tables
 * (`…_REFUSALS`: exact arithmetic, reading the maths and the words, the check of an answer, what a
 * refusal says the problem was read as), by the same ids and with the same {names} as the English
 * ones; the kinds' are in ./refusals-equations.ts and ./refusals-topics.ts, the tutor's and the
 * graph's in ./refusals-tutor.ts. An example in a sentence is one the solver reads in Portuguese.
 */
export const portugueseRefusals = {
  // Exact arithmetic, and the check of every answer.
  unchecked: 'Não foi possível verificar esta resposta, por isso ela não é dada',
  tooLarge: 'Os números deste problema ficam grandes demais para calcular de forma exata',
  divideByZero: 'O problema divide por zero',
  notANumber: '"{text}" não é um número',
  // The words of the problem.
  factorWhat:
    'Escreva o polinômio a fatorar depois da palavra, como fatore x^2-9; é possível desenvolver e simplificar expressões e resolver equações',
  derivativeWhat:
    'Esta derivada não foi entendida: escreva-a como d/dx seguido da expressão, como d/dx x^3 ou derivada de x^2 sen(x); é possível desenvolver e simplificar expressões e resolver equações',
  wordNear: '"{word}" não foi entendido: você quis dizer "{near}"?',
  word: '"{word}" não foi entendido',
  wordUnknown:
    '"{word}" não foi entendido: as incógnitas são uma só letra (escreva x*y para o produto de duas incógnitas), e as palavras entendidas são comandos como resolva, simplifique, fatore, derivada de ou integral de, e funções como sqrt, log, ln e sen',
  // What the problem was read as, and the nearest thing the solver does.
  limit:
    'Lido como o limite de {expression}. Os limites são calculados substituindo o ponto, simplificando um fator comum ou pela regra de L’Hôpital, como lim x->0 sen(x)/x',
  unread:
    'São lidas equações, inequações e expressões em notação matemática, porcentagens (15% de 80), derivadas (d/dx x^3) e integrais (∫x dx)',
  matrices:
    'Lido como uma pergunta sobre matrizes (de números, até 4×4: det, inversa, transposta, somas, produtos, potências, posto, Ax = b)',
  list: 'Lido como {count} problemas em {unknowns}',
  systems:
    'São resolvidos sistemas de duas ou três equações lineares, como x+y=3; x-y=1, e de duas equações em que uma é uma reta ou ambas têm só quadrados, como x^2+y^2=25; x+y=7',
  listNoUnknown: 'Lido como {count} problemas sem incógnita',
  inequality: 'Lido como uma inequação em {unknowns}',
  inequalities:
    'São resolvidas inequações lineares, quadráticas e modulares em uma incógnita, como 3x-7<5 ou -3 < 2x+1 ≤ 7',
  inequalityNoUnknown: 'Lido como uma inequação sem incógnita',
  equation: 'Lido como uma equação em {unknowns}',
  equations:
    'São resolvidas equações em uma incógnita: lineares, quadráticas, polinomiais, racionais, irracionais, modulares, exponenciais, logarítmicas e trigonométricas, como x^2-5x+6=0',
  equationNoUnknown: 'Lido como uma equação sem incógnita',
  readAs: '{read}. {does}',
  points:
    'Lido como uma pergunta sobre pontos. São calculados o coeficiente angular, a distância e o ponto médio de dois pontos e a reta que passa por eles',
  expression:
    'Lido como uma expressão em {unknowns}. É possível desenvolver, fatorar, simplificar, derivar e integrar expressões em uma incógnita, como fatore x^2-9 ou d/dx x^3',
  calculation:
    'Lido como um cálculo. São calculados de forma exata frações, potências, raízes, logaritmos e sen, cos e tg de ângulos notáveis, como 3/4+5/6 ou √72',
  unknowns: '{first} e {last}',
  refusedClose: '{reason}. {close}.',
  notSolved: 'Não foi possível resolver este problema. {close}.',
  trySuggestion: '{reason}. Experimente "{suggestion}", que pode ser resolvido.',
  trySuggestionAfter: '{reason} Experimente "{suggestion}", que pode ser resolvido.',
};
