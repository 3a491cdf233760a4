/**
 * Portuguese words of the solver's steps on factoring, quadratics and square roots, complex roots,
 * with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const portugueseFactoring: Notes = {
  forms: {
    commonFactor: {
      bracket: 'Coloque o parêntese comum ({bracket}) em evidência',
      factor: 'Coloque o fator comum {factor} em evidência',
      collectUnknown: 'Junte os termos com {unknown} em um membro e coloque {unknown} em evidência',
      squareTerms: 'Coloque o fator {factor} em evidência nos termos em {unknown}² e em {unknown}',
    },
    sumProduct: {
      pair: 'Dois números cujo produto é {product} e cuja soma é {sum}: {m} e {n}',
    },
    acMethod: {
      split:
        'ac = {a} · {c} = {ac}; dois números cujo produto é {ac} e cuja soma é {b}: {m} e {n}. Desdobre o termo do meio',
      splitNegative:
        'ac = {a} · ({c}) = {ac}; dois números cujo produto é {ac} e cuja soma é {b}: {m} e {n}. Desdobre o termo do meio',
    },
    grouping: {
      pairs: 'Agrupe em pares e coloque em evidência o fator comum de cada par',
      firstTwo:
        'Agrupe os dois primeiros termos e os dois últimos, e coloque em evidência o fator comum de cada par',
    },
    squareTrinomial: {
      plus: 'Um trinômio quadrado perfeito: a² + 2ab + b² = (a + b)², com a = {a} e b = {b}',
      minus: 'Um trinômio quadrado perfeito: a² − 2ab + b² = (a − b)², com a = {a} e b = {b}',
      zero: 'O discriminante é 0: o trinômio do segundo grau é um quadrado perfeito',
      left: 'Escreva o primeiro membro como um quadrado',
      firstThree: 'Os três primeiros termos formam um quadrado perfeito: {trinomial}',
    },
    squares: {
      squares: 'Uma diferença de quadrados: a² − b² = (a − b)(a + b), com a = {a} e b = {b}',
    },
    cubes: {
      sum: 'Uma soma de cubos: a³ + b³ = (a + b)(a² − ab + b²), com a = {a} e b = {b}',
      difference: 'Uma diferença de cubos: a³ − b³ = (a − b)(a² + ab + b²), com a = {a} e b = {b}',
    },
    rationalRoot: {
      root: 'Teorema das raízes racionais: uma raiz racional é ±p/q com p divisor de {constant} e q divisor de {leading} ({candidates}). Testando, {unknown} = {root} dá 0, então {factor} é um fator',
      rootMany:
        'Teorema das raízes racionais: uma raiz racional é ±p/q com p divisor de {constant} e q divisor de {leading} ({candidates}, …). Testando, {unknown} = {root} dá 0, então {factor} é um fator',
    },
    synthetic: {
      division:
        'Dispositivo de Briot-Ruffini para {coefficients} com {root}: linha de baixo {bottom}, resto 0',
    },
    irreducible: {
      negative:
        '{polynomial} não pode ser fatorado nos racionais: seu discriminante b² − 4ac = {discriminant} é negativo',
      notSquare:
        '{polynomial} não pode ser fatorado nos racionais: seu discriminante b² − 4ac = {discriminant} não é um quadrado perfeito',
      cubic:
        '{polynomial} não pode ser fatorado nos racionais: não tem raízes racionais, e um polinômio de grau 3 que se fatora tem um fator de grau 1',
      noSmall:
        '{polynomial} não pode ser fatorado nos racionais: não tem raízes racionais nem fator de grau 2, portanto nenhum fator de grau 1 ou 2, que qualquer fatoração exigiria',
      linear: '{polynomial} não pode ser fatorado nos racionais: tem grau 1',
    },
    divides: {
      divides: 'Não há raízes racionais, mas {factor} o divide com resto 0',
    },
    factored: {
      quadratic: 'Fatore o trinômio do segundo grau',
      done: 'Fatorado',
      fully: 'Então, totalmente fatorado',
      numerator: 'Fatore o numerador',
      topAndBottom: 'Fatore o numerador e o denominador',
      bottom: 'Fatore o denominador',
    },
    discriminant: {
      discriminant: 'O discriminante Δ = b² − 4ac',
      factors:
        'O discriminante b² − 4ac é um quadrado perfeito, então o trinômio do segundo grau se fatora',
    },
    noRealRoot: {
      negative: 'O discriminante b² − 4ac é negativo, então não há soluções reais',
      factor: '{equation} não tem soluções reais',
      factorPair: '{equation} não tem soluções reais (nos números complexos, {unknown} = {roots})',
      factorPure: '{equation} não tem soluções reais (nos números complexos, {unknown} = ±{root})',
      radicalRadicand:
        '{solution} não serve: ali {radicand} é negativo, e a raiz quadrada de um número negativo não é um número real',
      radicalNotReal:
        '{solution} não serve: a raiz quadrada de um número negativo não é um número real',
    },
    formula: {
      formula: 'A fórmula de Bhaskara x = (−b ± √(b² − 4ac))/(2a)',
      complex: 'A fórmula de Bhaskara x = (−b ± √(b² − 4ac))/(2a) dá duas soluções complexas',
    },
    completeSquare: {
      half: 'Some a ambos os membros o quadrado da metade do coeficiente de {unknown}, ({half})² = {square}',
      conicBoth: 'Complete os quadrados em {first} e em {second}',
      noTerm:
        'Não há termo em {unknown}, então o trinômio do segundo grau já é um múltiplo de {unknown}² mais um número',
      addTakeAway:
        'A metade do coeficiente de {unknown} é {half}: some o seu quadrado, {square}, e subtraia-o de novo',
      addTakeAwayBracket:
        'A metade do coeficiente de {unknown} dentro do parêntese é {half}: some o seu quadrado, {square}, e subtraia-o de novo',
    },
    squareRoot: {
      both: 'Extraia a raiz quadrada de ambos os membros: há uma raiz positiva e uma negativa',
      pairedSigns: 'Extraia as raízes quadradas: cada sinal de uma combina com cada sinal da outra',
      letter:
        'Extraia a raiz quadrada de ambos os membros: {unknown} é a raiz positiva ou a negativa, onde o que está dentro não é negativo',
    },
    plusMinus: {
      both: 'Calcule com o sinal − e com o sinal +',
    },
    doubleRoot: {
      one: '√0 = 0, então os dois sinais dão a mesma solução',
    },
    squareZero: {
      root: 'Extraia a raiz quadrada',
      of: 'Extraia a raiz quadrada: {base} = 0',
    },
    squarePositive: {
      square: 'Um quadrado nunca é negativo, então {square} = {value} não tem soluções reais',
      noRealPair: 'Um quadrado nunca é negativo, então não há solução real',
    },
    simplifyRoot: {
      squareFactor: 'Tire da raiz o maior fator quadrado perfeito',
      squareFactorWorked: 'Tire da raiz o maior fator quadrado perfeito: {work}',
      rootOfProduct: 'A raiz de um produto é o produto das raízes: √(ab) = √a × √b',
      perfectSquare: 'Extraia a raiz quadrada do quadrado perfeito',
      perfectSquareWorked: 'Extraia a raiz quadrada do quadrado perfeito: {work}',
      root: 'Simplifique a raiz quadrada: √{radicand} = {root}',
      pointsPerfect: '{square} é um quadrado perfeito',
      pointsMakeSquare:
        'Multiplique o numerador e o denominador por {factor} para que o denominador seja um quadrado perfeito',
      pointsMakeSquareLargest:
        'Multiplique o numerador e o denominador por {factor} para que o denominador seja um quadrado perfeito e depois tire da raiz o maior fator quadrado perfeito, {square}',
      pointsRootBothLargest:
        'Extraia a raiz quadrada do numerador e do denominador e depois tire da raiz o maior fator quadrado perfeito, {square}',
      pointsLargest: 'Tire da raiz o maior fator quadrado perfeito, {square}',
    },
    reduce: {
      common: 'Divida o numerador e o denominador por {common}',
      greatestFactor:
        'Simplifique a fração: divida o numerador e o denominador pelo seu máximo divisor comum',
      pointsBy: 'Simplifique a fração: divida o numerador e o denominador por {divisor}',
      pointsLowest: 'Escreva o coeficiente angular como fração irredutível',
    },
    decimals: {
      large:
        'A raiz quadrada é grande demais para simplificar, então as soluções são dadas em decimais, cada uma o número de precisão dupla mais próximo da raiz exata',
    },
    imaginary: {
      negativeRoot: '{root} não é um número real; nos números complexos, {work}, com i = √(−1)',
      i: 'Nos números complexos, a raiz quadrada de um número negativo é imaginária (i = √(−1))',
      pure: 'Nos números complexos, a raiz quadrada de um número negativo é imaginária: {unknown} = ±√({square}) = ±{root}',
      shifted:
        'Nos números complexos, a raiz quadrada de um número negativo é imaginária: {shifted} = ±√({square}), então {unknown} = {roots}',
      shiftedPure:
        'Nos números complexos, a raiz quadrada de um número negativo é imaginária: {shifted} = ±√({square}), então {unknown} = ±{root}',
    },
    iSquared: {
      unitSquared: 'Calcule usando i² = −1 (i é a unidade imaginária)',
      complexWorkOut: 'Calcule',
    },
    modulus: {
      distance: 'O módulo é a distância até 0: |a + bi| = √(a² + b²)',
    },
    argument: {
      angle:
        'O argumento é o ângulo do semieixo real positivo até o ponto {point}, entre −π e π: tg θ = b/a no quadrante do ponto',
    },
    polar: {
      polarForm: 'A forma trigonométrica r(cos θ + i sen θ)',
    },
    conjugate: {
      signChanges: 'O conjugado de a + bi é a − bi: o sinal da parte imaginária muda',
    },
    deMoivre: {
      first:
        'Nos números complexos, {equation} tem {count} soluções, {circle} para θ = {angle}, k = {ks}: pela fórmula de De Moivre, (r(cos θ + i sen θ))ⁿ = rⁿ(cos nθ + i sen nθ), que vale {value} nesses ângulos. As que não são reais vêm em pares de conjugados',
      firstExact:
        'Nos números complexos, {equation} tem {count} soluções, {circle} para θ = {angle}, k = {ks}: pela fórmula de De Moivre, (r(cos θ + i sen θ))ⁿ = rⁿ(cos nθ + i sen nθ), que vale {value} nesses ângulos. As que não são reais vêm em pares de conjugados: {polar} = {pair}',
      firstPure:
        'Nos números complexos, {equation} tem {count} soluções, {circle} para θ = {angle}, k = {ks}: pela fórmula de De Moivre, (r(cos θ + i sen θ))ⁿ = rⁿ(cos nθ + i sen nθ), que vale {value} nesses ângulos. As que não são reais vêm em pares de conjugados: {polar} = ±{root}',
      next: 'O próximo par de conjugados',
      nextExact: 'O próximo par de conjugados: {polar} = {pair}',
      nextPure: 'O próximo par de conjugados: {polar} = ±{root}',
    },
    noOther: {
      none: 'Não há outras soluções reais',
    },
  },
  reasons: {
    commonFactor: [
      'Fator comum em evidência',
      'a propriedade distributiva ab + ac = a(b + c), lida ao contrário',
    ],
    sumProduct: ['Soma e produto', '(x + p)(x + q) = x² + (p + q)x + pq'],
    acMethod: ['Método ac', 'desdobrar assim o termo do meio permite agrupar os termos em pares'],
    grouping: [
      'Agrupamento',
      'cada par tem um fator comum, e o parêntese que sobra é comum aos dois',
    ],
    squareTrinomial: ['Trinômio quadrado perfeito', '(a ± b)² = a² ± 2ab + b²'],
    squares: ['Diferença de quadrados', '(a − b)(a + b) = a² − b²'],
    cubes: ['Soma ou diferença de cubos', 'desenvolvendo (a ± b)(a² ∓ ab + b²) obtém-se a³ ± b³'],
    rationalRoot: [
      'Teorema das raízes racionais',
      'uma raiz p/q irredutível tem p divisor do termo independente e q divisor do coeficiente dominante; uma raiz r dá um fator x − r',
    ],
    synthetic: [
      'Dispositivo de Briot-Ruffini',
      'dividir por x − r, sendo r uma raiz, deixa o outro fator e resto 0',
    ],
    irreducible: [
      '',
      'um fator com coeficientes racionais daria uma raiz racional, e não há nenhuma',
    ],
    divides: ['', 'um divisor que deixa resto 0 é um fator'],
    factored: ['', 'multiplicando os fatores de volta obtém-se a expressão original'],
    discriminant: [
      'Discriminante',
      'b² − 4ac fica dentro da raiz na fórmula de Bhaskara: ele decide como são as raízes',
    ],
    noRealRoot: ['', 'um número negativo não tem raiz quadrada real'],
    formula: [
      'Fórmula de Bhaskara',
      'completar o quadrado em ax² + bx + c = 0 dá x = (−b ± √(b² − 4ac))/(2a)',
    ],
    completeSquare: [
      'Completar quadrados',
      'x² + bx + (b/2)² = (x + b/2)², e somar (b/2)² a ambos os membros mantém a igualdade',
    ],
    squareRoot: [
      'Raiz quadrada de ambos os membros',
      'se u² = k (k > 0), então u = √k ou u = −√k: os dois ao quadrado dão k',
    ],
    plusMinus: ['', '± representa dois números, um com + e outro com −'],
    doubleRoot: ['', 'somar ou subtrair 0 dá o mesmo número, então há uma só raiz'],
    squareZero: ['', 'um quadrado é 0 somente quando o que está elevado ao quadrado é 0'],
    squarePositive: ['', 'o quadrado de um número real nunca é negativo'],
    simplifyRoot: ['', '√(a²b) = a√b, porque a raiz de um produto é o produto das raízes'],
    reduce: [
      '',
      'dividir o numerador e o denominador pelo mesmo número não muda o valor de uma fração',
    ],
    decimals: [
      '',
      'a raiz exata é longa demais para simplificar, então se dá o decimal mais próximo',
    ],
    imaginary: ['', 'com i = √(−1), um número negativo −k tem as raízes quadradas ±i√k'],
    iSquared: ['', 'i² = −1; no resto, os números complexos seguem as regras usuais da álgebra'],
    modulus: ['Módulo', 'pelo teorema de Pitágoras, a + bi está a √(a² + b²) de 0'],
    argument: ['Argumento', 'o ponto (a, b) está no ângulo θ com tg θ = b/a, no seu quadrante'],
    polar: ['Forma trigonométrica', 'um ponto a distância r de 0 no ângulo θ é r(cos θ + i sen θ)'],
    conjugate: ['Conjugado', 'refletir a + bi no eixo real dá a − bi'],
    deMoivre: ['Teorema de De Moivre', '(r(cos θ + i sen θ))ⁿ = rⁿ(cos nθ + i sen nθ)'],
    noOther: ['', 'os fatores restantes não têm zeros reais'],
  },
};
