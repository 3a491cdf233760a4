/**
 * Portuguese words of the solver's steps on graphs, rational expressions, points and lines, with
 * ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const portugueseGraphs: Notes = {
  forms: {
    yIntercept: {
      valueAt: 'O ponto de corte com o eixo y é o valor em {unknown} = 0',
      constantTerm:
        'O ponto de corte com o eixo y é o valor em {unknown} = 0: o termo independente',
    },
    xIntercept: {
      where: 'Os zeros estão onde y = 0',
      whereLine: 'O zero está onde y = 0: {equation}',
      never: 'A equação não tem solução real, então o gráfico nunca corta o eixo x',
      onePoint: 'Então o gráfico corta o eixo x em um ponto',
      points: 'Então o gráfico corta o eixo x em {count} pontos',
      graphAt: 'Então o gráfico corta o eixo x em',
      lineAt: 'Então a reta corta o eixo x em',
      numeratorNever: 'O numerador que sobra nunca é 0, então o gráfico nunca corta o eixo x',
      numeratorZero: 'Os zeros estão onde o numerador que sobra é 0',
    },
    slope: {
      graphRises:
        'O coeficiente angular é m, o coeficiente de {unknown}: a reta sobe {rise} a cada 1 para a direita',
      graphFalls:
        'O coeficiente angular é m, o coeficiente de {unknown}: a reta desce {fall} a cada 1 para a direita',
      pointsSlopeIntercept: 'A reta na forma reduzida, y = mx + b',
    },
    vertex: {
      graphRead: 'Leia a, b e c em y = ax² + bx + c',
      graphAxis: 'O eixo de simetria é x = −b/(2a)',
      graphPut: 'O vértice está no eixo: substitua {unknown} = {value} na função',
      symmetric: 'A parábola é simétrica em relação à reta vertical que passa pelo vértice',
      rangeUp:
        'O vértice está em x = {h}, onde a parábola muda de sentido em y = {k}; a concavidade é para cima',
      rangeDown:
        'O vértice está em x = {h}, onde a parábola muda de sentido em y = {k}; a concavidade é para baixo',
    },
    vertexForm: {
      least:
        '{square} nunca é negativo e só é 0 em {unknown} = {at}, então {completed} é mínimo ali, com o valor {value}: o vértice',
      greatest:
        '{square} nunca é negativo e só é 0 em {unknown} = {at}, então {completed} é máximo ali, com o valor {value}: o vértice',
    },
    opens: {
      up: 'a é positivo, então a parábola tem a concavidade para cima e o vértice é o seu ponto mais baixo',
      down: 'a é negativo, então a parábola tem a concavidade para baixo e o vértice é o seu ponto mais alto',
    },
    turning: {
      graphWhere:
        'O gráfico muda de sentido onde a sua inclinação, a derivada, é 0 e muda de sinal',
      graphNone:
        'A inclinação nunca muda de sinal, então o gráfico não tem pontos de máximo ou mínimo',
      graphPoints: 'Os pontos de máximo e mínimo',
    },
    flat: {
      horizontal:
        'y não muda com {unknown}: o gráfico é uma reta horizontal de coeficiente angular 0',
    },
    noDivideByZero: {
      equationExcluded: 'Um denominador não pode ser 0, então {excluded}',
      inequalityNever:
        'A expressão não está definida onde um denominador é 0: esses pontos nunca fazem parte da resposta',
      zero: '{unknown} = {value} anula um denominador, então não é solução',
      equationConditions: 'Um denominador não pode ser 0: {conditions}. Então {excluded}',
      equationNever:
        'O denominador {denominator} nunca é 0 para {unknown} real, então nenhum valor é excluído',
      equationNeverAll:
        'Os denominadores {denominators} nunca são 0 para {unknown} real, então nenhum valor é excluído',
      expressionUndefined:
        'A expressão não está definida onde um denominador é 0, então {excluded}',
      trigUndefined:
        'Estes valores não são soluções: a equação, como foi digitada, não está definida ali',
      tanUndefined:
        'Estes valores não são soluções: tg não está definida ali, pois o ângulo é um múltiplo ímpar de 90°',
      graphDenominator: 'A função não está definida onde o denominador é 0',
      domainNeeds: '{subject} exige que {expression} seja diferente de 0: {where}',
      domainNever: '{subject} exige que {expression} seja diferente de 0: isso nunca acontece',
    },
    cancelFactor: {
      topAndBottom: 'Cancele o fator comum {factor} do numerador e do denominador',
      soFor: 'Então, para {excluded}',
      so: 'Então',
      trigDefined: 'Cancele o fator comum {factor}, que não é 0 onde a expressão está definida',
      leftTrigDefined:
        'Primeiro membro. Cancele o fator comum {factor}, que não é 0 onde a expressão está definida',
      rightTrigDefined:
        'Segundo membro. Cancele o fator comum {factor}, que não é 0 onde a expressão está definida',
      graphCommon: 'Cancele o fator comum {factor}',
    },
    hole: {
      cancelled:
        'Onde o fator cancelado é 0, a função continua sem estar definida: o gráfico tem ali um buraco, no valor que o resto assume',
    },
    asymptote: {
      vertical:
        'Onde o denominador que sobra é 0, a função cresce sem limite: assíntotas verticais',
      lineOverLine:
        'Um quociente de duas expressões do primeiro grau assume todos os valores, exceto a razão entre os seus coeficientes angulares, {ratio}: a sua assíntota horizontal',
    },
    longDivision: {
      leadingTerm:
        'Divida o termo de maior grau {lead} por {divisorLead}: {term}. Multiplique de volta: {term} · ({divisor}) = {product}; subtraia, sobrando {left}',
      exactly: 'O resto é 0, então {divisor} divide exatamente: quociente {quotient}',
      withRemainder:
        'Quociente {quotient}, resto {remainder}: dividendo = divisor × quociente + resto',
      so: 'Então',
      divideFirst: 'O grau do numerador não é menor que o do denominador: divida primeiro',
      graphSlant:
        'O numerador tem um grau a mais: dividindo-o pelo denominador sobra uma reta mais uma parte que tende a 0',
    },
    each: {
      graphFor: 'Para {function}',
    },
    meet: {
      where: 'Os gráficos se encontram onde as duas funções são iguais',
      never: 'A equação não tem solução real, então os gráficos nunca se encontram',
      put: 'Substitua cada solução em qualquer uma das funções para obter o ponto de encontro',
      same: 'A equação vale para todo {unknown}: os dois gráficos são iguais',
      sameExceptOne:
        'A equação vale para todo {unknown} onde os dois membros estão definidos: os gráficos são iguais, exceto em {at}, onde {function} não está definida (um buraco)',
      sameExceptMany:
        'A equação vale para todo {unknown} onde os dois membros estão definidos: os gráficos são iguais, exceto em {at}, onde um dos membros não está definido (buracos)',
      samePieces:
        'Com as barras abertas, os dois membros são aqui o mesmo polinômio: os gráficos são iguais',
      nowhereElse:
        'No resto, os dois membros nunca são iguais, então os gráficos não se encontram em nenhum outro lugar',
      elsewhere: 'No resto, eles só são iguais nestes pontos',
    },
    circle: {
      radius:
        'Uma circunferência (x − h)² + (y − k)² = r² tem centro (h, k) e raio r, a raiz quadrada de r²',
    },
    ellipse: {
      divide:
        'Divida por {divide}: uma elipse de centro (h, k), que vai √(c/a) na horizontal e √(c/b) na vertical a partir dele',
    },
    equivalent: {
      overDenominator: 'Escreva os dois números como frações com denominador {denominator}',
      lcdOfBoth:
        'O mínimo denominador comum de {first} e {second} é {lcd}: escreva cada fração com denominador {lcd}',
      overLcd: 'Escreva cada fração com o mínimo denominador comum {lcd}',
    },
    addFractions: {
      addNumerators: 'Some os numeradores sobre o denominador comum',
      addNumeratorsReduced:
        'Some os numeradores sobre o denominador comum e depois simplifique a fração',
      subtractNumerators: 'Subtraia os numeradores sobre o denominador comum',
      subtractNumeratorsReduced:
        'Subtraia os numeradores sobre o denominador comum e depois simplifique a fração',
      combine: 'Junte os numeradores sobre o denominador comum',
      trigOneFraction: 'Escreva como uma só fração',
      leftTrigOneFraction: 'Primeiro membro. Escreva como uma só fração',
      rightTrigOneFraction: 'Segundo membro. Escreva como uma só fração',
    },
    multiplyFractions: {
      across: 'Multiplique numerador por numerador e denominador por denominador',
      products: 'Calcule os produtos e simplifique a fração',
      factorEach:
        'Multiplique numerador por numerador e denominador por denominador (dividir por uma fração é multiplicar pelo seu inverso), e fatore cada um',
    },
    lcd: {
      cancel: 'Simplifique cada denominador com o MMC',
      trigDefined:
        'Multiplique ambos os membros por {denominator}, que não é 0 onde a equação está definida',
    },
    conditions: {
      hold: 'As condições para que isto valha',
      domainNothing:
        'Nada em {function} restringe {unknown}: ela está definida para todo {unknown}',
      rangeValues: 'A imagem: todos os valores que {function} assume',
    },
    twoPoints: {
      pointsVertical:
        'A variação de x é 0, então o coeficiente angular (variação de y sobre variação de x) não está definido: a reta é vertical',
      pointsSameX: 'Todos os pontos de uma reta vertical têm o mesmo x',
      pointsSlope:
        'O coeficiente angular é a variação de y sobre a variação de x: m = (y₂ − y₁)/(x₂ − x₁)',
      pointsSimplify: 'Simplifique a fração',
      pointsRoot: 'Extraia a raiz quadrada',
      pointsRootBoth: 'Extraia a raiz quadrada do numerador e do denominador',
    },
    distance: {
      pointsFormula: 'A distância entre os pontos: d = √((x₂ − x₁)² + (y₂ − y₁)²)',
    },
    midpoint: {
      pointsX: 'O ponto médio: a média das abscissas',
      pointsY: 'e a média das ordenadas',
    },
  },
  reasons: {
    yIntercept: ['', 'o gráfico corta o eixo y onde x = 0'],
    xIntercept: ['', 'o gráfico corta o eixo x onde y = 0'],
    slope: ['', 'em y = mx + b, y aumenta m a cada 1 para a direita e vale b em x = 0'],
    vertex: [
      '',
      'uma parábola é simétrica em relação a x = −b/(2a), então seu vértice está nessa reta',
    ],
    vertexForm: [
      'Forma canônica',
      'em a(x − h)² + k o quadrado nunca é negativo e só é 0 em x = h, então o valor ali, k, é o mínimo (a > 0) ou o máximo (a < 0)',
    ],
    opens: ['', 'longe da origem, ax² supera o resto, então o sinal de a decide a concavidade'],
    turning: [
      '',
      'um gráfico suave só muda de sentido onde a inclinação, a derivada, muda de sinal',
    ],
    flat: ['', 'uma função que não depende de x tem o mesmo valor em todo lugar'],
    noDivideByZero: ['', 'a divisão por 0 não está definida'],
    cancelFactor: [
      '',
      'um fator comum do numerador e do denominador se cancela: ak/bk = a/b para k ≠ 0',
    ],
    hole: ['', 'um fator cancelado ainda anula ali o denominador original'],
    asymptote: ['', 'perto de um zero só do denominador, o quociente cresce sem limite'],
    longDivision: [
      'Divisão de polinômios',
      'dividendo = divisor × quociente + resto em cada etapa',
    ],
    each: ['', 'as características de cada gráfico vêm da sua própria equação'],
    meet: ['', 'um ponto dos dois gráficos tem o mesmo y nos dois'],
    circle: [
      '',
      'pelo teorema de Pitágoras, os pontos a distância r de (h, k) satisfazem (x − h)² + (y − k)² = r²',
    ],
    ellipse: ['', 'a forma reduzida tem os quadrados dos semieixos sob (x − h)² e (y − k)²'],
    equivalent: [
      '',
      'multiplicar o numerador e o denominador pelo mesmo fator diferente de zero não muda o valor de uma fração',
    ],
    addFractions: ['', 'frações com o mesmo denominador se somam somando os numeradores'],
    multiplyFractions: ['', 'a/b × c/d = ac/(bd), e dividir por c/d é multiplicar por d/c'],
    lcd: ['', 'uma fração vezes um múltiplo do seu denominador é uma expressão inteira'],
    conditions: [
      '',
      'a divisão por 0 e as raízes quadradas de números negativos não estão definidas',
    ],
    twoPoints: [
      '',
      'o coeficiente angular de uma reta é a variação de y sobre a variação de x entre dois pontos quaisquer dela',
    ],
    distance: [
      'Distância entre dois pontos',
      'pelo teorema de Pitágoras, a distância é √(Δx² + Δy²)',
    ],
    midpoint: [
      'Ponto médio',
      'o ponto médio está na metade do caminho na horizontal e na vertical: a média de cada coordenada',
    ],
  },
};
