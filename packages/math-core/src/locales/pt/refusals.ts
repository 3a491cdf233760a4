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
  // Reading the maths: what is missing or cannot stand where it is, and where.
  parseEmpty: 'Escreva uma expressão ou uma equação',
  enterAtMost: 'Escreva no máximo {count} caracteres',
  parseUnreadable:
    '"{character}" não pode ser lido: escreva números, letras, + − × ÷ ^ √, parênteses e = < >',
  parseSuperscriptMinus: '"⁻" precisa de algarismos sobrescritos depois, como em x⁻²',
  parseMissing: '{what} {where}',
  parseOpenMissing: 'Falta um "(" de abertura',
  parseCloseMissing: 'Falta um ")" de fechamento',
  parseBarMissing: 'Falta uma "|" de fechamento',
  parseLimUnderscore: 'Falta um "_" depois de lim (como em lim_(x → 0))',
  parseLimOpen: 'Falta um "(" de abertura depois de lim_',
  parseLimArrow: 'Falta uma seta → depois da variável',
  parseLogBase: 'Falta a base do logaritmo',
  parseOperator: 'Falta um operador (+, −, × ou ÷)',
  parseAtEndAfter: 'no final, depois de "{before}"',
  parseAtEnd: 'no final',
  parseBetween: 'entre "{before}" e "{token}"',
  parseBefore: 'antes de "{token}"',
  parseEndAfter: 'Falta algo no final, depois de "{before}"',
  parseNothing: 'Não há nada para ler',
  parseUnopened: 'Há um ")" que não fecha nenhum "(" anterior',
  parseCannotFollow: '"{token}" não pode vir depois de "{before}"',
  parseCannotComeFirst: '"{token}" não pode vir no início',
  parseTooDeep: 'A expressão tem níveis aninhados demais',
  parseMatrixRows: 'Cada linha de uma matriz precisa de tantos elementos quanto a primeira',
  parseMatrixBrackets:
    'Uma matriz se escreve linha por linha, cada linha entre colchetes: [[1; 2]; [3; 4]]',
  parseNamePower:
    'Uma potência sobre "{name}" deve ser um número inteiro, como em {name}^2(x) para ({name}(x))²',
  parseNameInverse:
    '{name}^-1 (a função inversa de {name}) não é lido: escreva 1/{name}(x) para o inverso',
  parseNameNegative: 'Uma potência negativa sobre "{name}" não é lida: escreva 1/{name}(x)^{power}',
  parseRootArguments: 'root(x; n) recebe um radicando e um índice',
  // Exact numbers and exact values.
  evenRootOfNegative: 'Um número negativo não tem raiz real de índice par',
  zeroToZero: '0 elevado a 0 não está definido',
  rootTooLarge: 'Raízes de números maiores que {limit} não são simplificadas',
  rootsNotCombined: 'Raízes deste índice não são combinadas',
  rootsNotSimplified: 'Raízes deste índice não são simplificadas',
  divideBySumOfRoots: 'A divisão por uma soma de várias raízes não é suportada',
  powerOfSum: 'Potências fracionárias de somas não são suportadas',
  powerTooLarge: 'Esta potência é grande demais para ser simplificada',
  tooCloseToCompare: 'Os números estão próximos demais para serem comparados',
  logBaseUnknown: 'Incógnitas na base de um logaritmo não são suportadas',
  logBaseRational: 'A base de um logaritmo deve ser um número racional',
  logBasePositive: 'A base de um logaritmo deve ser positiva e diferente de 1',
  logUndefined: '{log} não está definido: um logaritmo precisa de um número positivo',
  eAlone: 'e só é suportado como base de uma potência ou de um logaritmo',
  plusMinusRead: 'O sinal ± só aparece nas respostas: não é lido em um problema',
  irrationalPower: 'Potências irracionais não têm valor exato',
  rootIndexWhole: 'O índice de uma raiz deve ser um número inteiro maior ou igual a 2',
  noExactValue: '{value} não tem valor exato',
  factorialRange: '{factorial} não é calculado: o fatorial é de um número inteiro de 0 a {limit}',
  binomialRange:
    '{binomial} não é calculado: escolher k de n requer números inteiros 0 ≤ k ≤ n ≤ {limit}',
  trigonometryNot: 'Ângulos e trigonometria não são suportados',
  functionNot: '{name}(…) não é calculado',
  notOneExpression: 'Isto não é uma única expressão',
  // Polynomials, rational expressions, factoring and derivatives.
  powersAbove: 'Potências maiores que {limit} não são suportadas',
  irrationalCoefficients: 'Equações com coeficientes irracionais não são suportadas',
  wholePowers: 'As potências da incógnita devem ser números inteiros até {limit}',
  notInEquation: '{part} não é suportado em uma equação',
  unknownDenominator: 'Incógnitas em um denominador não são suportadas',
  rationalOneUnknown: 'São suportadas expressões racionais em uma incógnita',
  rationalNotIn: '{part} não é suportado em uma expressão racional',
  rationalExcluded:
    'Não é possível encontrar exatamente onde {denominator} vale 0, então não é possível dizer quais valores são excluídos',
  factorCoefficients: 'Coeficientes tão grandes não são fatorados',
  factorTooLarge: 'Este polinômio é grande demais para ser fatorado',
  factorUnfinished:
    'Não foi possível terminar de fatorar {polynomial}: ele não tem raízes racionais nem fator quadrático, e fatores de grau 3 ou mais não são procurados',
  factorZero: '0 não tem fatores',
  derivativeOtherLetters:
    'Aqui só {x} pode variar: derivadas de expressões com outras letras (derivadas parciais) não são suportadas',
  derivativePlusMinus: 'O sinal ± não é suportado em uma derivada',
  derivativeRoot: 'Só são suportadas raízes quadradas, cúbicas e de outros índices inteiros',
  derivativeLogBase: 'Um logaritmo precisa de um número positivo diferente de 1 como base',
  derivativeFunction:
    '{name} não é suportado em derivadas: derivam-se potências, raízes, eˣ e aˣ, ln e log, sen, cos e tg',
  derivativeNot: 'Esta expressão não pode ser derivada aqui',
  derivativeLogVariableBase: 'Um logaritmo com a variável na base não é suportado',
  derivativeVariablePower:
    'Uma potência com a variável na base e no expoente precisa de derivação logarítmica, que não é suportada',
  derivativeExponentialBase: 'Uma exponencial precisa de uma base positiva diferente de 1',
  // Reading a problem, the engine, and the check of an answer.
  doubleFactorial:
    'Fatoriais duplos como 5!! não são calculados; escreva (5!)! para o fatorial de 5!',
  readFailed: 'Não foi possível ler isto',
  nothingToSolve: 'Não há nada para resolver',
  nothingToGraph: 'Não há nada para representar',
  outOfTime:
    'Este problema exige mais trabalho do que o tempo dado para resolvê-lo; tente com números menores',
  notOneEquation: '≠, ≈ e cadeias com = não são suportados',
  integralUnconfirmed:
    'Não foi possível confirmar numericamente esta integral definida, por isso seu valor não é dado',
  definedNowhere: '{f} não está definida para nenhum {x} real',
  definedUnknown:
    'Não foi possível encontrar onde {f} está definida, por isso não se trabalha com ela',
  intervalOneEquation:
    'Um intervalo é lido para uma equação em uma incógnita, como sen(x) = 1/2 para 0 ≤ x < 2π',
  intervalEveryNumber:
    'Todo número é solução desta equação, então suas soluções em um intervalo são esse intervalo',
  intervalBothEnds:
    'Uma equação trigonométrica tem infinitas soluções: dê os dois extremos do intervalo, como 0 ≤ x < 2π',
  // The ways equations and inequalities are solved.
  noUnknownToSolve: 'Não há incógnita para isolar',
  oneEquationTwoUnknowns:
    'Uma equação com duas incógnitas não tem uma única solução: escreva duas equações separadas por ponto e vírgula',
  degreeThree: 'Equações de grau 3 ou maior não são suportadas',
  formulaRootTooLarge:
    'A raiz quadrada da fórmula de Bhaskara é grande demais para ser simplificada',
  higherDegreeNotFound:
    '{f} = 0 tem soluções que não são números racionais nem raízes quadradas, e essas não são encontradas',
  inequalityUnknowns: 'Inequações com mais de uma incógnita não são suportadas',
  inequalityDegree: 'Inequações de grau 3 ou maior não são suportadas',
  exponentialNotIsolated: 'Este tipo de equação exponencial ou logarítmica não é suportado',
  exponentialBase:
    'A base de uma potência com a incógnita no expoente deve ser um número positivo diferente de 1',
  bothSidesPowers:
    'Com a incógnita nos dois membros, cada membro deve ser uma única potência, como 4^x = 8^(x-1)',
  unrelatedBasesE:
    'Potências de bases sem relação entre si (como 2^x = e^(x-1)) não são suportadas',
  unrelatedBases: 'Potências de bases sem relação entre si (como 2^x = 3^(x-1)) não são suportadas',
  exponentNotLinear:
    'Um expoente que não é linear precisa de uma potência de mesma base no outro membro',
  negativeBase:
    'Uma base negativa só está definida para alguns valores de {x}: {power} é um número real só onde o expoente é um número inteiro ou uma fração com denominador ímpar, por isso esta equação não é resolvida',
  zeroPowerWhere: '{power} = 0 exatamente onde {exponent} > 0; essa inequação não é resolvida',
  exponentialNoRealValue: 'Esta equação não tem valor real para mostrar',
  logNoExactSolution: 'Esta equação logarítmica não tem solução exata que possa ser mostrada',
  quadraticZeroA: 'a não pode ser 0 em uma equação do segundo grau',
  quadraticTooLong: 'os coeficientes são longos demais para calcular de forma exata',
};
