/**
 * Why a problem is refused, in Portuguese: the sentences of the refusal tables (`…_REFUSALS`) of
 * the kinds of equations, inequalities, identities and functions, by the same ids and with the same {names} as the English ones.
 */
export const portugueseRefusalsEquations = {
  // Trigonometry: a value, an equation, its solutions in an interval.
  trigOneFunction: 'Escreva uma só função trigonométrica de um ângulo',
  trigUndefined:
    '{value} não está definida: {angle} é o ponto {point} do círculo trigonométrico, e {why}',
  trigUndefinedTurn:
    '{value} não está definida: {angle} termina em {end}, que é o ponto {point} do círculo trigonométrico, e {why}',
  trigTanDivides: 'tg = sen/cos, e cos vale 0 ali',
  trigSecDivides: 'sec = 1/cos, e cos vale 0 ali',
  trigCotDivides: 'cotg = cos/sen, e sen vale 0 ali',
  trigCscDivides: 'cossec = 1/sen, e sen vale 0 ali',
  trigSolvable:
    'São resolvidas equações trigonométricas em uma só de sen, cos ou tg da própria incógnita, como 2sen(x) = 1 ou tg(x) = 1',
  trigEverywhere: 'Esta equação vale em todo ponto onde está definida',
  trigReduce:
    'São resolvidas equações trigonométricas em sen, cos e tg de um ângulo (e do seu dobro) que se reduzem a uma só função, como 2sen(x) = 1, sen(x) = cos(x) ou sen(2x) = sen(x), e as de uma função em dois ângulos, como sen(3x) = sen(x)',
  trigNoExactList: 'Estas soluções não têm uma forma exata para listar',
  trigEveryTurn:
    'As soluções desta equação em um intervalo são listadas quando se repetem a cada volta completa',
  trigTooMany: 'Há mais de {count} soluções neste intervalo',
  // Trigonometric identities.
  identityAngle:
    'São demonstradas identidades em sen, cos, tg, sec, cossec e cotg de um ângulo (e do seu dobro), como sen^2(x)+cos^2(x)=1',
  identityFunctions:
    'Esta equação não está escrita em sen, cos, tg, sec, cossec e cotg de um só ângulo',
  identityOne: 'Escreva uma só equação para demonstrar, como sen^2(x)+cos^2(x)=1',
  // Systems of equations, linear or not.
  systemThreeLinear:
    'Um sistema de três equações deve ser linear em três incógnitas, como x + y + z = 6; 2x − y + z = 3; x + 2y − z = 2',
  systemOneEquals: 'Cada equação de um sistema precisa de um sinal =',
  systemCount: 'Um sistema deve ter duas ou três equações',
  systemTwoLinear:
    'Um sistema deve ter duas equações lineares em duas incógnitas, como 2x + y = 5; x − y = 1',
  nonlinearTwo: 'Escreva duas equações com duas incógnitas',
  nonlinearShape:
    'Em um sistema não linear, uma das equações deve conter uma incógnita uma só vez e na primeira potência (como x + y = 7), ou ambas devem conter as incógnitas só ao quadrado',
  // Rearranging a formula.
  rearrangeFormula: 'Escreva uma fórmula com um sinal = para isolar uma letra, como v = u + at',
  rearrangeNoLetter: 'Não há nenhum {letter} na fórmula para isolar',
  rearrangeSides:
    'Uma letra é isolada em fórmulas cujos membros são somas de produtos de letras e números, como v = u + at ou A = πr^2',
  rearrangePower:
    'Para isolar {letter}, ela deve aparecer só na primeira potência ou só ao quadrado',
  // Square roots, roots and fractional powers of the unknown.
  radicalSquareOnly: 'Só são aceitas raízes quadradas da incógnita',
  radicalNested: 'Não é aceita uma raiz quadrada dentro de outra',
  radicalProduct: 'Não são aceitos produtos de raízes quadradas da incógnita',
  radicalPart: '{part} não é aceito em uma equação com raiz quadrada',
  radicalDivide: 'Não é aceito dividir pela incógnita em uma equação com raiz quadrada',
  radicalTimesUnknown: 'Não são aceitas raízes quadradas multiplicadas pela incógnita',
  radicalTwoUnknowns: 'Uma equação com duas incógnitas não tem uma resposta única',
  radicalMany: 'Não são aceitas equações com mais de duas raízes quadradas',
  radicalCancel: 'As raízes quadradas se cancelam: escreva a equação sem elas',
  radicalEvery: 'Todo número é solução da equação elevada ao quadrado; este caso não é aceito',
  radicalShape:
    'São aceitas raízes e potências de expoente fracionário como uma só raiz ou potência de um polinômio na incógnita, como ∛(x + 1) = 2 ou x^(2/3) = 4',
  rationalNested: 'Não é aceita uma fração dentro de um denominador em uma equação',
  // Absolute values and inequalities.
  absoluteShape:
    'São aceitos módulos como um só |…| da incógnita, talvez vezes um número mais um número, comparado com um número: |2x − 1| = 5 ou 3|x + 2| − 1 < 8',
  absoluteOrTwo:
    '{shape}; ou um módulo em cada membro e nada mais: |x − 1| = |2x + 4| ou |x − 1| < |x + 2|',
  absoluteBothSides:
    'Um módulo comparado com uma expressão na incógnita é aceito com a incógnita dentro na primeira potência e um polinômio de grau no máximo 2 no outro membro: |x − 1| = x − 1 ou |2x| > x + 3',
  absoluteSquare: 'São aceitos módulos com a incógnita dentro no máximo ao quadrado',
  inequalityChainWay:
    'Uma cadeia de duas desigualdades deve ter o mesmo sentido, como em −3 < 2x + 1 ≤ 7',
  inequalityChainLong: 'Não são aceitas cadeias de mais de duas desigualdades',
  // Logarithms: simplified, and in equations.
  logarithmOnly: 'Só podem ser simplificados logaritmos, suas somas e seus múltiplos',
  logarithmBases: 'Logaritmos de bases diferentes não são combinados',
  logarithmicSides:
    'Cada membro de uma equação logarítmica deve ser uma soma de logaritmos e números',
  logarithmicExponent:
    'Um expoente com a incógnita dentro de um logaritmo precisa de uma potência da sua base, como em ln(e^x) ou log_2(4^x)',
  logarithmicBases:
    'São aceitos logaritmos de bases diferentes em uma equação quando as bases são potências de um mesmo número, como log_2(x) + log_4(x) = 3',
  logarithmicCancel: 'Os logaritmos se cancelam: não sobra nenhuma incógnita para isolar',
  logarithmicEverywhere: 'Esta equação logarítmica vale em todo ponto onde está definida',
  logarithmicNoExact: 'Esta equação logarítmica não tem uma solução exata que possa ser mostrada',
  // Factoring, completing the square.
  factorNoUnknown:
    'Não há incógnita para fatorar: escreva um polinômio como x^2-9, ou um número inteiro de 2 a 10^12 para ver seus fatores primos',
  factorOneUnknown: 'São fatorados polinômios em uma só incógnita, como x^2-9',
  completeQuadratic:
    'Completar quadrados, o vértice e o eixo de simetria são calculados para uma expressão do segundo grau em uma só letra, como x^2 + 6x + 2 ou y = 2x^2 - 8x + 3',
  completeOneEquation: 'Escreva uma só equação do segundo grau para resolver completando quadrados',
  // Ways of solving: a way that does not apply, and those that do.
  factoring: 'fatoração',
  'quadratic-formula': 'fórmula de Bhaskara',
  'completing-the-square': 'completar quadrados',
  'square-root': 'raiz quadrada',
  substitution: 'substituição',
  elimination: 'método da adição',
  'unknown-left': 'incógnita à esquerda',
  'unknown-right': 'incógnita à direita',
  'by-parts': 'integração por partes',
  methodOnly:
    'O método pedido ({asked}) não serve para este problema, que se resolve de um jeito só',
  methodOthers:
    'O método pedido ({asked}) não serve para este problema. Métodos que servem: {ways}',
  methodsOr: '{first} ou {rest}',
  methodsComma: '{first}, {rest}',
  // Functions: domain and range, inverse, composite, stationary points, tangent, graph.
  domainFunction: 'Escreva a função como f(x) = …, y = … ou como uma expressão em x',
  domainOneLetter: 'A função deve ser de uma só letra, como sqrt(x - 2)',
  domainExact:
    'O domínio é calculado de forma exata para funções formadas por raízes, frações e logaritmos de polinômios, como sqrt(x - 2) ou 1/(x^2 - 4)',
  rangeCannot:
    'A imagem é calculada de forma exata para retas, funções quadráticas, potências ímpares, quocientes de duas expressões lineares, e raízes quadradas, eˣ, ln, |…|, sen e cos delas',
  rangeNoValues: 'A função não assume nenhum valor real',
  rangeHole: '{function} tem um buraco onde um fator se cancela: {cannot}',
  rangeSinTurn: 'sen de parte de uma volta: {cannot}',
  rangeCosTurn: 'cos de parte de uma volta: {cannot}',
  rangeTanTurn: 'tg de parte de uma volta: {cannot}',
  rangeBothSigns: 'O denominador da fração assume valores dos dois sinais: {cannot}',
  rangeConstant: 'A função é constante: sua imagem é esse único valor',
  rangeDegree: 'Um polinômio de grau {degree}: {cannot}',
  rangeOneLetter: 'A função deve ser de uma só letra, como x^2 + 1',
  inverseFunction: 'Escreva a função como f(x) = …, y = … ou como uma expressão em x',
  inverseNotOneToOne:
    '{function} não é injetora (dois valores de x dão o mesmo valor), então não tem inversa a menos que seu domínio seja restringido',
  inverseConstant: 'A função é constante onde está definida, então não tem inversa',
  inverseOneLetter: 'A função deve ser de uma só letra, como f(x) = 2x + 3',
  inverseUndo:
    'A inversa é encontrada desfazendo uma operação de cada vez sobre o único x, ou para um quociente de duas expressões lineares; esta função não tem essa forma',
  compositeUnread: '{typed} não foi entendido como uma expressão matemática',
  compositeOfX: 'As funções devem ser só de x',
  compositeAtNumber:
    'A composta em um número é calculada quando as funções são polinômios ou frações',
  stationaryScope:
    'Os pontos críticos e onde uma função cresce são calculados para um polinômio em uma só letra, como y = x^3 - 3x',
  stationaryInexact:
    'Os pontos críticos deste polinômio não são números que se possam escrever de forma exata',
  tangentCurve: 'Escreva a curva como y = …, f(x) = … ou como uma expressão em x',
  tangentPointUnread: 'O ponto {point} não foi entendido',
  tangentPointForm: 'Escreva o ponto como {letter} = um número ou como (a; b)',
  tangentNotExact: '{what} não é um número que se possa escrever de forma exata',
  tangentThePoint: 'O ponto',
  tangentValueAt: 'O valor da curva em {at}',
  tangentSlopeAt: 'O coeficiente angular em {at}',
  tangentOneLetter: 'A curva deve ser uma função de uma só letra, como y = x^2 + 1',
  tangentOffCurve: 'O ponto {point} não está na curva: em {at}, ela está em {y}',
  graphOnePoint: 'Esta equação só vale em um ponto, {point}, então não há curva para desenhar',
  graphNoPoint: 'Nenhum ponto satisfaz esta equação: uma soma de quadrados não pode ser negativa',
  graphNotFunction:
    'Só são desenhados circunferências, elipses e equações que se podem resolver em y, como y = x^2, 2x + 3y = 6 ou x^2 + y^2 = 25',
  graphTooMany: 'São desenhadas no máximo duas funções de cada vez, como esboce y=x^2; y=2x+1',
};
