/**
 * Why a problem is refused, in Portuguese: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of calculus, matrices, probability, statistics, sequences, points, shapes and numbers, by the same ids and with the same {names} as the English ones.
 * Draws, dice, coins and shapes are read in English words, so the examples of their sentences are English.
 */
export const portugueseRefusalsTopics = {
  // Matrices.
  matrixWhat:
    'São calculados determinantes, inversas, transpostas, somas, múltiplos, produtos, potências e postos de matrizes, e é resolvido A x = b',
  matrixSay: 'Diga o que calcular com a matriz, como det {matrix}. {does}',
  matrixNeeds: '{what} precisa de uma matriz, não de um número',
  matrixMinusSign: 'Um sinal de menos',
  matrixRightSide: 'O lado direito de A x = b',
  matrixNumberPlus:
    'Um número mais uma matriz não está definido: só matrizes do mesmo tamanho se somam e se subtraem',
  matrixNumberMinus:
    'Um número menos uma matriz não está definido: só matrizes do mesmo tamanho se somam e se subtraem',
  matrixDivide: 'Dividir por uma matriz não está definido: multiplique pela inversa dela, A^-1',
  matrixWholePowers: 'Uma matriz só é elevada a potências inteiras',
  matrixSum:
    'Uma matriz {left} mais uma matriz {right} não está definido: matrizes se somam elemento a elemento, então precisam ter o mesmo tamanho',
  matrixDifference:
    'Uma matriz {left} menos uma matriz {right} não está definido: matrizes se subtraem elemento a elemento, então precisam ter o mesmo tamanho',
  matrixProduct:
    'Uma matriz {left} vezes uma matriz {right} não está definido: o número de colunas da primeira deve ser igual ao número de linhas da segunda',
  matrixPowerSquare:
    'Uma matriz {size} vezes uma matriz {size} não está definido, então só uma matriz quadrada tem potências',
  matrixMaxPower: 'São calculadas potências de uma matriz até {max}',
  matrixSingular: 'A matriz é singular (seu determinante é 0), então não tem inversa',
  matrixAxB:
    'Uma equação matricial é resolvida na forma A x = b: uma matriz vezes um vetor de incógnitas (uma letra, ou incógnitas entre colchetes como [x; y]) igual a uma coluna de números',
  matrixLetters: 'Cada incógnita entre colchetes deve ser uma letra diferente',
  matrixRightColumn:
    'O lado direito deve ser uma coluna de {rows} números, um para cada linha da matriz {size}',
  matrixUnknowns: 'Uma matriz {size} multiplica uma coluna de {columns} incógnitas, não de {count}',
  matrixEntries: 'Os elementos de uma matriz devem ser números: inteiros, frações ou decimais',
  matrixMaxSize: 'São calculadas matrizes até {max}×{max}; esta é {rows}×{columns}',
  matrixSquareDeterminant: 'Só uma matriz quadrada tem determinante; esta é {size}',
  matrixSquareInverse: 'Só uma matriz quadrada tem inversa; esta é {size}',
  // Integrals.
  integralCan:
    'são integradas somas e múltiplos de potências da variável (também raízes e 1/x), eˣ, aˣ, sen, cos, tg, sec² e cossec², e substituições em que o integrando é f′(x)·g(f(x)), como ∫2x(x² + 1)³ dx ou ∫cos(3x) dx',
  integralNone:
    'Esta integral não pode ser calculada aqui: {can}; por partes, um polinômio vezes eˣ, sen, cos ou uma raiz de ax + b (∫x√(x + 1) dx, também com a substituição u = x + 1), e um logaritmo vezes um polinômio; frações parciais com fatores lineares, sen² e cos² por redução de potência; resultados trigonométricos inversos e outras integrais não são suportados',
  integralNotSupported: '{name} não é suportado em integrais: {can}',
  integralOnlyVaries:
    'Só {x} pode variar aqui: integrais de expressões com outras letras não são suportadas',
  integralPlusMinus: '± não é suportado em uma integral',
  integralCannot: 'Esta expressão não pode ser integrada aqui',
  integralWhichLetter:
    'Diga em relação a qual letra integrar, como ∫ x y dx; integrais em que variam várias letras não são suportadas',
  integralOne: 'Dê uma só expressão para integrar, como {example}',
  integralUnambiguous:
    'Não foi possível escrever esta primitiva sem ambiguidade, por isso nenhuma é dada',
  integralExponentialBase: 'Uma exponencial precisa de uma base positiva diferente de 1',
  integralLimitsUnread:
    'Os limites desta integral definida não foram entendidos: escreva-os como ∫_0^1 x^2 dx',
  integralUnread:
    'Esta integral não foi entendida: escreva ∫ seguido da expressão e de dx, como ∫ x^2 dx ou integral de sen(x)',
  integralBoth: 'A integral diz ao mesmo tempo d{named} e em relação a {variable}',
  integralGive: 'Dê a expressão a integrar, como ∫ x^2 dx',
  integralLimits:
    'Os limites de uma integral definida devem ser números como 0; −2; 1/2; π ou e, ou ∞, como em ∫_0^1 x^2 dx',
  integralUndefinedAtLimit: 'A primitiva não está definida em um limite desta integral',
  integralBetween: 'de {low} a {high}',
  integralCannotTell:
    'Não é possível saber onde {integrand} não está definida {between}, por isso esta integral não é calculada',
  integralUndefinedAll: '{integrand} não está definida em nenhum ponto {between}: {because}',
  integralUndefinedPart:
    '{integrand} não está definida para {where}, parte do intervalo {between}: {because}',
  integralDivides: '{what} divide por {divisor}, que vale 0 ali',
  integralNeeds: '{what} precisa de {condition}',
  integralApproximate:
    '{integrand} não está definida em um ponto {between} que só é encontrado de forma aproximada, por isso esta integral não é calculada',
  integralConverges:
    'Não é possível saber se {antiderivative} tem limite quando {x} → {point}{side}, por isso não se pode dizer se esta integral converge',
  // Limits.
  limitNoMethod:
    'Os limites são calculados por substituição, fatorando e simplificando, e pela regra de L’Hôpital, e nenhum desses métodos dá este',
  limitExponent: 'O expoente deste limite não tem limite finito',
  limitPowerExponent: 'O expoente desta potência não tem limite',
  limitAtInfinity:
    'No infinito são calculados limites de quocientes de polinômios pelos seus graus, ∞/∞ pela regra de L’Hôpital e a forma 1^∞; este é de outro tipo',
  limitRounds: 'Este limite precisa de mais de oito etapas de cálculo',
  limitSide: '{function} não está definida no lado pedido: {inside} é negativo ali',
  limitPoint: 'O ponto {point} não foi entendido: dê um número, como 2 ou pi, ou ∞',
  limitUnread:
    'Este limite não foi entendido: escreva-o como limite de sen(x)/x quando x tende a 0, ou lim x->2 (x^2-4)/(x-2)',
  // Derivatives.
  derivativeFirstTooLong:
    'A primeira derivada tem mais de {parts} partes, longa demais para trabalhar com ela aqui; desenvolva ou simplifique a expressão antes',
  derivativeTooLong:
    'A derivada tem mais de {parts} partes, longa demais para trabalhar com ela aqui; desenvolva ou simplifique a expressão antes',
  derivativeWhichLetter:
    'Diga em relação a qual letra derivar; derivadas com várias letras (derivadas parciais) não são suportadas',
  derivativeOne:
    'Dê uma só expressão para derivar (a derivação implícita de uma equação não é suportada)',
  derivativePartial: 'Derivadas parciais não são suportadas',
  derivativeOrder: 'Só a primeira e a segunda derivadas são suportadas',
  derivativeImplicit: 'A derivação implícita não é suportada',
  derivativeFunctionOf: '{name} é função de {defined}, não de {variable}',
  derivativeImplicitGive:
    'A derivação implícita não é suportada: dê {name} como uma expressão, como {name} = x^2 + 3x',
  derivativeGive: "Dê a função a derivar, como {name}(x) = x^2 + 3x; {name}'(x)",
  derivativePointForm: 'Dê o ponto como {letter} = um número, como {letter} = 2',
  derivativeUndefinedAt: '{expression} não está definida em {at}, portanto não tem derivada aí',
  derivativeNoValueAt: 'A derivada não tem valor em {at}: aí a curva não tem inclinação',
  // Probability: draws, dice and coins, read in English words.
  probabilitySums: 'Dois dados dão somas de 2 a 12',
  probabilityTries: 'São calculadas probabilidades de 1 a 6 lançamentos',
  probabilityCannot: '{k} de {n} não pode acontecer',
  probabilityOneDrawn: 'É preciso retirar pelo menos um',
  probabilityWithout: 'Sem reposição só podem ser retirados {count} ({nouns})',
  probabilityOrders: 'São calculadas retiradas de até algumas centenas de milhares de ordens',
  probabilityDepends: 'Quantos dão {pick} depois de {before} depende de qual ({noun}) saiu',
  probabilityBoth:
    'Um elemento ({noun}) pode ser ao mesmo tempo {first} e {second}: diga qual é retirado primeiro',
  probabilityKinds: 'São contados conjuntos de até quatro tipos de cada vez',
  probabilityBag:
    'Diga o que o saco contém como quantidades de cores, como "3 red and 5 blue balls"',
  probabilityDeck: 'As retiradas são de um baralho comum de 52 cartas',
  probabilityEvent: 'Diga o que a retirada deve dar, como "{example}"',
  probabilityHowMany: 'Diga quantos são retirados, como "{example}"',
  probabilityNotRead: '"{phrase}" não é lido como {noun}',
  probabilityNotCount: '"{part}" não é lido como uma quantidade de {nouns}',
  probabilityTold: 'São retirados {told}, mas o evento nomeia {draws}',
  probabilityReplaced:
    'Diga se cada elemento retirado é devolvido: "with replacement" (com reposição) ou "without replacement" (sem reposição)',
  // Statistics, sequences and numbers.
  statisticsNumbers: 'Uma lista para estatística só contém números',
  statisticsTwo: '{name} precisa de uma lista de dois ou mais números',
  figureMean: 'A média',
  figureMedian: 'A mediana',
  figureMode: 'A moda',
  figureRange: 'A amplitude',
  figureStdev: 'O desvio padrão',
  figureVariance: 'A variância',
  statisticsMost: 'Uma lista para estatística tem no máximo {most} números',
  sequenceNumbers: 'Os termos de uma sequência são números',
  sequenceNeither:
    'As diferenças entre os termos ({differences}) não são todas iguais, então {terms} não é uma progressão aritmética nem geométrica; são calculados esses dois tipos',
  sequenceNeitherRatios:
    'As diferenças entre os termos ({differences}) não são todas iguais, nem as razões, então {terms} não é uma progressão aritmética nem geométrica; são calculados esses dois tipos',
  sequenceFromOne: 'Os termos de uma sequência são contados a partir de 1',
  sequenceMaxIndex: 'Termos e somas são calculados até o 10.000º termo',
  sequenceThree: 'Dê pelo menos três termos, para que a regra da sequência fique clara',
  gcdLcmWhole: 'mdc e mmc trabalham com números inteiros de 1 a 10^12',
  gcdTwo: 'mdc precisa de dois ou mais números: mdc(12; 18)',
  lcmTwo: 'mmc precisa de dois ou mais números: mmc(12; 18)',
  lcmTooLarge: 'Este mínimo múltiplo comum é grande demais para ser dado de forma exata',
  primeFactorsNoUnknown:
    'Não há incógnita para fatorar: digite um polinômio como x^2-9, ou um número inteiro de 2 a 10^12 para ver seus fatores primos',
  complexOperations:
    'Com números complexos, calcula-se com +, −, ×, ÷, potências inteiras e raízes quadradas, como (2 + 3i)(1 − i) ou √(−4)',
  complexZeroArgument: '0 não tem argumento: não forma nenhum ângulo com o eixo real',
  percentageWholeZero:
    'O total é 0: qualquer porcentagem de 0 é 0, então a pergunta não tem uma única resposta',
  percentageZeroRate: '0% de qualquer número é 0, então a pergunta não tem uma única resposta',
  percentageZeroRatePart: '0% de qualquer número é 0, então nenhum número tem {part} como 0%',
  // Points and shapes (shapes are read in English words).
  pointsCoordinates: 'As coordenadas dos pontos são números inteiros ou decimais, como (1; 2,5)',
  shapeGive: 'Falta um dado da figura ({shape}: {missing}); escreva, por exemplo, "{example}"',
  shapePositive: 'Os comprimentos devem ser maiores que 0',
  shapeTriangle:
    'Os lados {a}, {b} e {c} não formam um triângulo: cada lado deve ser menor que a soma dos outros dois',
};
