/**
 * Portuguese words of the solver's steps on tangents, inverse functions, ranges, stationary points,
 * derivatives, integrals and limits, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const portugueseCalculus: Notes = {
  forms: {
    tangentSlope: {
      derivativeThere: 'A inclinação da curva em {unknown} = {value} é a derivada nesse ponto',
    },
    perpendicular: {
      normalVertical:
        'A tangente é horizontal, então a normal, perpendicular a ela, é a reta vertical que passa pelo ponto',
      normalSlope:
        'A normal é perpendicular à tangente: seu coeficiente angular é −1 dividido pelo da tangente',
    },
    pointSlope: {
      through:
        'A reta que passa por {point} com coeficiente angular {slope}: y − y₁ = m({unknown} − {unknown}₁)',
    },
    swapXY: {
      write: 'Escreva y = {function} e depois troque {unknown} e y',
    },
    rangeAll: {
      line: 'Uma reta não horizontal assume todos os valores',
      odd: 'Um polinômio de grau ímpar vai de −∞ a ∞ e assume todos os valores no caminho',
    },
    rangeMonotone: {
      negative: 'Multiplicar por um número negativo inverte a ordem dos valores',
      positive: 'Multiplicar por um número positivo e somar mantêm a ordem dos valores',
      root: 'Uma raiz quadrada está definida a partir de 0 e mantém a ordem dos valores',
      powerKeeps: '{base} elevado a uma potência é sempre maior que 0 e mantém a ordem dos valores',
      powerReverses:
        '{base} elevado a uma potência é sempre maior que 0 e inverte a ordem dos valores',
      logKeeps:
        'Um logaritmo está definido para valores maiores que 0 e mantém a ordem dos valores',
      logReverses:
        'Um logaritmo está definido para valores maiores que 0 e inverte a ordem dos valores',
      odd: 'Uma potência ímpar mantém a ordem dos valores',
    },
    rangeReciprocal: {
      turned:
        'Um inverso nunca é 0; ele inverte a ordem dos valores de mesmo sinal e é grande onde eles estão perto de 0',
    },
    stationary: {
      flat: 'Em um ponto crítico a tangente é horizontal: a derivada é 0',
      none: 'A derivada nunca é 0, então não há pontos críticos',
    },
    derivativeSign: {
      rises:
        'Teste {unknown} = {value}: a derivada é positiva, então a função é crescente para {where}',
      falls:
        'Teste {unknown} = {value}: a derivada é negativa, então a função é decrescente para {where}',
      risesAll:
        'Teste {unknown} = {value}: a derivada é positiva, então a função é crescente para todo {unknown}',
      fallsAll:
        'Teste {unknown} = {value}: a derivada é negativa, então a função é decrescente para todo {unknown}',
    },
    firstDerivativeTest: {
      maximum: 'A derivada passa de + para − em {unknown} = {value}: um máximo local',
      minimum: 'A derivada passa de − para + em {unknown} = {value}: um mínimo local',
      inflection:
        'A derivada tem o mesmo sinal dos dois lados de {unknown} = {value}: um ponto de inflexão horizontal',
    },
    sum: {
      terms: 'Regra da soma: derive termo a termo',
    },
    constantMultiple: {
      negate: 'Regra da constante multiplicativa: d/dx(−f) = −f′',
      times: 'Regra da constante multiplicativa: d/dx(c·f) = c·f′',
      divide: 'Regra da constante multiplicativa: d/dx(f/c) = f′/c',
    },
    product: {
      two: 'Regra do produto: d/dx(uv) = u′v + uv′',
      many: 'Regra do produto: derive um fator de cada vez e some',
    },
    quotient: {
      quotient: 'Regra do quociente: d/dx(u/v) = (u′v − uv′)/v²',
    },
    power: {
      power: 'Regra da potência: d/dx xⁿ = n·xⁿ⁻¹',
      root: 'Escreva a raiz como potência: {root} = {power}. Regra da potência: d/dx xⁿ = n·xⁿ⁻¹',
    },
    chain: {
      ln: 'Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (derivada de ln: d/dx ln(u) = 1/u)',
      log: 'Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (derivada de um logaritmo: d/dx log_b(u) = 1/(u·ln(b)))',
      sin: 'Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (derivada do seno: d/dx sen(u) = cos(u))',
      cos: 'Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (derivada do cosseno: d/dx cos(u) = −sen(u))',
      tan: 'Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (derivada da tangente: d/dx tg(u) = 1/cos²(u))',
      exp: 'Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (derivada da exponencial: d/dx eᵘ = eᵘ)',
      expBase:
        'Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (derivada de uma exponencial: d/dx aᵘ = aᵘ·ln(a))',
      power:
        'Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (regra da potência: d/dx uⁿ = n·uⁿ⁻¹)',
      rootPower:
        'Escreva a raiz como potência: {root} = {power}. Regra da cadeia: d/dx f(u) = f′(u)·u′, com u = {u} (regra da potência: d/dx uⁿ = n·uⁿ⁻¹)',
    },
    standard: {
      ln: 'Derivada de ln: d/dx ln(u) = 1/u',
      log: 'Derivada de um logaritmo: d/dx log_b(u) = 1/(u·ln(b))',
      sin: 'Derivada do seno: d/dx sen(u) = cos(u)',
      cos: 'Derivada do cosseno: d/dx cos(u) = −sen(u)',
      tan: 'Derivada da tangente: d/dx tg(u) = 1/cos²(u)',
      exp: 'Derivada da exponencial: d/dx eᵘ = eᵘ',
      expBase: 'Derivada de uma exponencial: d/dx aᵘ = aᵘ·ln(a)',
    },
    constant: {
      unknown: 'A derivada de {unknown} em relação a {unknown} é 1',
      constant: 'A derivada de uma constante é 0',
    },
    second: {
      derivative: 'A derivada segunda é a derivada da derivada primeira',
    },
    linearity: {
      sum: 'Linearidade: ∫(f + g) d{unknown} = ∫f d{unknown} + ∫g d{unknown}, então integre termo a termo',
      factor: 'Linearidade: um fator constante sai da integral, ∫k·f d{unknown} = k∫f d{unknown}',
    },
    integralConstant: {
      constant: 'Regra da constante: ∫k d{unknown} = k{unknown} + C',
    },
    integralPower: {
      power:
        'Regra da potência: ∫{unknown}ⁿ d{unknown} = {unknown}ⁿ⁺¹/(n + 1) + C, aqui com n = {n}',
    },
    integral: {
      reciprocal: 'Integral imediata: ∫1/{unknown} d{unknown} = ln|{unknown}| + C',
      exp: 'Integral imediata: ∫e^{unknown} d{unknown} = e^{unknown} + C',
      base: 'Integral imediata: ∫a^{unknown} d{unknown} = a^{unknown}/ln(a) + C',
      sin: 'Integral imediata: ∫sen({unknown}) d{unknown} = −cos({unknown}) + C',
      cos: 'Integral imediata: ∫cos({unknown}) d{unknown} = sen({unknown}) + C',
      tan: 'Integral imediata: ∫tg({unknown}) d{unknown} = −ln|cos({unknown})| + C',
      sec2: 'Integral imediata: ∫sec²({unknown}) d{unknown} = ∫1/cos²({unknown}) d{unknown} = tg({unknown}) + C',
      csc2: 'Integral imediata: ∫cossec²({unknown}) d{unknown} = ∫1/sen²({unknown}) d{unknown} = −cotg({unknown}) + C = −cos({unknown})/sen({unknown}) + C',
    },
    oneC: {
      add: 'Some os resultados, com uma só constante de integração C',
    },
    uSub: {
      one: 'Substituição {letter} = {u}, então d{letter} = {du} d{unknown}: escreva o integrando em {letter}',
      bracket:
        'Substituição {letter} = {u}, então d{letter} = ({du}) d{unknown}: escreva o integrando em {letter}',
    },
    putBack: {
      back: 'Volte à variável original: {letter} = {u}',
    },
    parts: {
      parts:
        'Integração por partes: ∫u dv = uv − ∫v du, com u = {u}, então du = {du} d{unknown}, e dv = {dv} d{unknown}, então v = {v}',
      together: 'Junte as partes',
    },
    partialFractions: {
      each: 'Frações parciais: uma constante sobre cada fator',
      eachRepeated:
        'Frações parciais: uma constante sobre cada fator e sobre cada potência de um fator repetido',
    },
    coefficients: {
      agree:
        'Multiplique ambos os membros por {denominator}: os coeficientes de cada potência de {unknown} devem coincidir',
    },
    numerators: {
      solve: 'Encontre os numeradores',
    },
    powerReduction: {
      sin: 'Redução de potência: sen²u = (1 − cos 2u)/2',
      cos: 'Redução de potência: cos²u = (1 + cos 2u)/2',
    },
    ftc: {
      atLimits:
        'Calcule a primitiva F({unknown}) = {antiderivative} nos limites: a integral é F({upper}) − F({lower})',
      converges: 'F no limite superior menos F no limite inferior: a integral converge',
      partConverges: 'Esta parte converge: F no seu limite superior menos F no seu limite inferior',
    },
    improper: {
      split:
        'Divida a integral onde o integrando não está definido; ela só converge se cada parte convergir',
      oscillates:
        'F({unknown}) = {antiderivative} não tem limite quando {unknown} → {point}: continua oscilando',
      limit: 'O limite de F({unknown}) = {antiderivative} quando {unknown} → {point}',
      limitSide: 'O limite de F({unknown}) = {antiderivative} quando {unknown} → {point}{side}',
      diverges:
        'Então {part} diverge, e com ela a integral inteira: uma integral definida só converge quando a primitiva tem limite finito em cada extremo de cada parte',
      sum: 'Todas as partes convergem, então a integral converge para a soma delas',
    },
    reversed: {
      minus:
        'Os limites estão em ordem decrescente: a integral é o oposto da integral no outro sentido',
    },
    undefinedAt: {
      improper:
        '{subject} não está definido em {unknown} = {value}, pois {zero} é 0 ali: {integrand} não está definido em um ponto do intervalo, então a integral é imprópria ali',
    },
    direct: {
      defined: 'A função está definida em {unknown} = {value}: substitua',
    },
    cancelLimit: {
      common:
        'Substituindo, obtém-se 0/0: cancele o fator comum {factor} do numerador e do denominador',
    },
    lHopital: {
      zeroOverZero:
        'A indeterminação 0/0: pela regra de L’Hôpital, o limite é o da derivada do numerador sobre a derivada do denominador',
      infinityOverInfinity:
        'A indeterminação ∞/∞: pela regra de L’Hôpital, o limite é o da derivada do numerador sobre a derivada do denominador',
    },
    unbounded: {
      signAbove:
        'O denominador é 0 ali e o numerador não: a função cresce sem limite, com o sinal que tem logo à direita do ponto',
      signBelow:
        'O denominador é 0 ali e o numerador não: a função cresce sem limite, com o sinal que tem logo à esquerda do ponto',
      signBoth:
        'O denominador é 0 ali e o numerador não: a função cresce sem limite, com o sinal que tem dos dois lados do ponto',
      sidesDiffer:
        'O denominador é 0 ali e o numerador não: o limite não existe, pois a função tende a {left} pela esquerda e a {right} pela direita',
    },
    expLimit: {
      rewrite:
        'A indeterminação 1^∞: escreva como e^(v·ln(u)) e encontre o limite do expoente {exponent}, como um quociente',
      power: 'Então o limite é e elevado a esse valor',
    },
    limitPower: {
      grows:
        'Uma potência de {base} acompanha o expoente: um expoente que cresce a faz crescer, um que diminui a leva a 0',
      follows: 'Uma potência de {base} acompanha o expoente: tende a essa potência do limite',
    },
    limitFactor: {
      keeps: 'Um fator constante {factor} a mantém ilimitada, com o seu sinal',
    },
    toZero: {
      numberOver: 'Um número dividido por uma quantidade que cresce sem limite tende a 0',
    },
    degrees: {
      graphLower:
        'O numerador tem grau menor que o denominador, então, longe da origem, a função tende a 0',
      graphEqual:
        'Os graus são iguais, então, longe da origem, a função tende à razão entre os coeficientes dominantes',
      limitLower: 'O denominador tem grau maior, então o quociente tende a 0',
      limitConstant: 'Uma constante é o seu próprio limite',
      limitPolynomial: 'Um polinômio cresce sem limite, com o sinal do seu termo de maior grau ali',
      limitEqual:
        'O numerador e o denominador têm o mesmo grau: o limite é a razão entre os coeficientes dominantes',
      limitHigher:
        'O numerador tem grau maior, então o quociente cresce sem limite, com o sinal do seu termo de maior grau ali',
    },
    oscillates: {
      round:
        '{inner} cresce sem limite, então {function} percorre sem parar os valores do círculo trigonométrico: o limite não existe',
    },
    absSide: {
      above: 'Logo à direita de {unknown} = {value}, {sign}, então {open}',
      below: 'Logo à esquerda de {unknown} = {value}, {sign}, então {open}',
    },
    twoSides: {
      differ: 'Os limites laterais são diferentes, então o limite não existe',
    },
    logToZero: {
      positive:
        '{inside} tende a 0 por valores positivos, e o logaritmo de um número positivo pequeno é um número negativo grande',
    },
  },
  reasons: {
    tangentSlope: [
      'Coeficiente angular da tangente',
      'a derivada em um ponto é a inclinação da curva ali, e a tangente tem a mesma inclinação',
    ],
    perpendicular: [
      'Retas perpendiculares',
      'girar uma reta um quarto de volta troca a variação vertical pela horizontal e muda um sinal, então o produto dos coeficientes angulares de retas perpendiculares é −1',
    ],
    pointSlope: [
      'Equação da reta por um ponto',
      'uma reta de coeficiente angular m que passa por (x₁, y₁) sobe m(x − x₁) a partir de y₁ entre x₁ e x',
    ],
    swapXY: [
      'Inversa trocando x e y',
      'f⁻¹ desfaz f: y = f(x) exatamente quando x = f⁻¹(y), então trocar x e y e isolar y dá f⁻¹',
    ],
    rangeAll: ['', 'uma função sem saltos que vai de −∞ a ∞ passa por todos os valores no caminho'],
    rangeMonotone: [
      '',
      'uma função que só cresce mantém a ordem dos valores, e uma que só decresce a inverte, então os extremos dos valores vão para os extremos',
    ],
    rangeReciprocal: [
      '',
      '1/y nunca é 0, fica perto de 0 onde y é grande e é grande onde y está perto de 0, e inverte a ordem dos valores de mesmo sinal',
    ],
    stationary: [
      'Ponto crítico',
      'a derivada é a inclinação da tangente, e em um ponto crítico a tangente é horizontal',
    ],
    derivativeSign: [
      '',
      'onde a derivada é positiva o gráfico sobe, onde é negativa desce; ela só pode mudar de sinal onde é 0',
    ],
    firstDerivativeTest: [
      'Teste da derivada primeira',
      'subir e depois descer dá um máximo local, descer e depois subir dá um mínimo local, e sem mudança de sentido, um ponto de inflexão',
    ],
    sum: ['Regra da soma', 'a derivada de uma soma é a soma das derivadas'],
    constantMultiple: [
      'Regra da constante multiplicativa',
      'um fator constante fica na frente: (c·f)′ = c·f′',
    ],
    product: ['Regra do produto', 'a variação de cada fator contribui: (uv)′ = u′v + uv′'],
    quotient: [
      'Regra do quociente',
      '(u/v)′ = (u′v − uv′)/v², a regra do produto aplicada a u·(1/v)',
    ],
    power: [
      'Regra da potência',
      'cada um dos n fatores x de xⁿ, ao variar, soma xⁿ⁻¹ à taxa de variação',
    ],
    chain: ['Regra da cadeia', 'a taxa de variação de f(u) é a de f em u vezes a de u'],
    standard: ['', 'uma derivada básica, obtida uma vez a partir da definição de derivada'],
    constant: ['', 'uma constante não varia, então sua taxa de variação é 0; x varia com taxa 1'],
    second: ['', 'a derivada segunda é a derivada da derivada'],
    linearity: [
      'Linearidade',
      'a integral de uma soma é a soma das integrais, e as constantes saem da integral',
    ],
    integralConstant: ['Regra da constante', 'a derivada de kx é k'],
    integralPower: ['Regra da potência', 'a derivada de xⁿ⁺¹/(n + 1) é xⁿ (n ≠ −1)'],
    integral: ['Integral imediata', 'derivando o resultado, obtém-se de novo o integrando'],
    oneC: ['', 'as primitivas diferem por uma constante, então uma só C representa todas'],
    uSub: ['Substituição', 'a regra da cadeia ao contrário: ∫g(u)·u′ dx = ∫g(u) du'],
    putBack: ['', 'u representa uma expressão em x, então a resposta é escrita de novo em x'],
    parts: ['Integração por partes', 'a regra do produto ao contrário: ∫u dv = uv − ∫v du'],
    partialFractions: [
      'Frações parciais',
      'uma fração cujo denominador é um produto de fatores do primeiro grau é uma soma de constantes sobre esses fatores e suas potências',
    ],
    coefficients: [
      'Igualdade de coeficientes',
      'dois polinômios só são iguais para todo x quando os coeficientes de cada potência de x são iguais',
    ],
    numerators: [
      '',
      'igualar os coeficientes dá uma equação do primeiro grau para cada potência de x, e juntas elas determinam cada numerador',
    ],
    powerReduction: [
      'Redução de potência',
      'cos 2u = 1 − 2sen²u = 2cos²u − 1, então sen²u = (1 − cos 2u)/2 e cos²u = (1 + cos 2u)/2',
    ],
    ftc: [
      'Teorema fundamental do cálculo',
      'a integral de a até b é F(b) − F(a) para uma primitiva F',
    ],
    improper: [
      'Integral imprópria',
      'uma integral que passa por um ponto onde explode é o limite de integrais que param antes dele',
    ],
    reversed: ['', 'trocar os limites muda o sinal de uma integral'],
    undefinedAt: ['', 'uma integral precisa que o integrando esteja definido em todo o intervalo'],
    direct: [
      'Substituição direta',
      'uma função formada por partes contínuas tende ao seu valor onde está definida',
    ],
    cancelLimit: [
      '',
      'um limite depende dos valores perto do ponto, não no ponto, então um fator comum se cancela',
    ],
    lHopital: [
      'Regra de L’Hôpital',
      'para 0/0 ou ∞/∞, f/g tende ao limite de f′/g′ quando ele existe',
    ],
    unbounded: ['', 'dividir por uma quantidade perto de 0 dá uma que cresce sem limite'],
    expLimit: [
      '',
      'uᵛ = e^(v·ln u), e eˣ é contínua, então o limite pode ser calculado no expoente',
    ],
    limitPower: ['', 'uma potência de base fixa acompanha o expoente'],
    limitFactor: [
      '',
      'um fator constante diferente de 0 mantém uma quantidade ilimitada, com o seu sinal',
    ],
    toZero: ['', 'um número fixo sobre uma quantidade que cresce sem limite tende a 0'],
    degrees: [
      '',
      'longe da origem, as maiores potências do numerador e do denominador decidem o limite',
    ],
    oscillates: [
      '',
      'um limite é um único número do qual os valores se aproximam, e valores que ficam oscilando entre −1 e 1 não se aproximam de nenhum',
    ],
    absSide: ['', '|u| = u onde u ≥ 0 e |u| = −u onde u < 0'],
    twoSides: [
      '',
      'um limite só existe quando os limites pela esquerda e pela direita são o mesmo número',
    ],
    logToZero: ['', 'ln u = k significa u = eᵏ, e eᵏ só fica perto de 0 para k negativo e grande'],
  },
};
