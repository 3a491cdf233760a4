/**
 * Portuguese words of the solver's steps on trigonometric equations and identities, with ./index.ts
 * joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

export const portugueseTrigonometry: Notes = {
  forms: {
    radians: {
      toDegrees: 'Converta radianos em graus: multiplique por 180°/π',
    },
    turn: {
      sinTakeOne:
        'Tire uma volta completa: o ângulo termina no mesmo lugar, então seu seno é o mesmo',
      sinTakeMany:
        'Tire {turns} voltas completas: o ângulo termina no mesmo lugar, então seu seno é o mesmo',
      sinAddOne:
        'Some uma volta completa: o ângulo termina no mesmo lugar, então seu seno é o mesmo',
      sinAddMany:
        'Some {turns} voltas completas: o ângulo termina no mesmo lugar, então seu seno é o mesmo',
      cosTakeOne:
        'Tire uma volta completa: o ângulo termina no mesmo lugar, então seu cosseno é o mesmo',
      cosTakeMany:
        'Tire {turns} voltas completas: o ângulo termina no mesmo lugar, então seu cosseno é o mesmo',
      cosAddOne:
        'Some uma volta completa: o ângulo termina no mesmo lugar, então seu cosseno é o mesmo',
      cosAddMany:
        'Some {turns} voltas completas: o ângulo termina no mesmo lugar, então seu cosseno é o mesmo',
      tanTakeOne:
        'Tire uma volta completa: o ângulo termina no mesmo lugar, então sua tangente é a mesma',
      tanTakeMany:
        'Tire {turns} voltas completas: o ângulo termina no mesmo lugar, então sua tangente é a mesma',
      tanAddOne:
        'Some uma volta completa: o ângulo termina no mesmo lugar, então sua tangente é a mesma',
      tanAddMany:
        'Some {turns} voltas completas: o ângulo termina no mesmo lugar, então sua tangente é a mesma',
      secTakeOne:
        'Tire uma volta completa: o ângulo termina no mesmo lugar, então sua secante é a mesma',
      secTakeMany:
        'Tire {turns} voltas completas: o ângulo termina no mesmo lugar, então sua secante é a mesma',
      secAddOne:
        'Some uma volta completa: o ângulo termina no mesmo lugar, então sua secante é a mesma',
      secAddMany:
        'Some {turns} voltas completas: o ângulo termina no mesmo lugar, então sua secante é a mesma',
      cscTakeOne:
        'Tire uma volta completa: o ângulo termina no mesmo lugar, então sua cossecante é a mesma',
      cscTakeMany:
        'Tire {turns} voltas completas: o ângulo termina no mesmo lugar, então sua cossecante é a mesma',
      cscAddOne:
        'Some uma volta completa: o ângulo termina no mesmo lugar, então sua cossecante é a mesma',
      cscAddMany:
        'Some {turns} voltas completas: o ângulo termina no mesmo lugar, então sua cossecante é a mesma',
      cotTakeOne:
        'Tire uma volta completa: o ângulo termina no mesmo lugar, então sua cotangente é a mesma',
      cotTakeMany:
        'Tire {turns} voltas completas: o ângulo termina no mesmo lugar, então sua cotangente é a mesma',
      cotAddOne:
        'Some uma volta completa: o ângulo termina no mesmo lugar, então sua cotangente é a mesma',
      cotAddMany:
        'Some {turns} voltas completas: o ângulo termina no mesmo lugar, então sua cotangente é a mesma',
    },
    unitCircle: {
      point:
        '{angle} é o ponto {point} do círculo trigonométrico: cos é a sua abscissa, sen a sua ordenada',
      at: 'No círculo trigonométrico, {equation} em {turn} em',
    },
    reference: {
      sinPositiveThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali o seno é positivo',
      sinNegativeThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali o seno é negativo',
      cosPositiveThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali o cosseno é positivo',
      cosNegativeThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali o cosseno é negativo',
      tanPositiveThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali a tangente é positiva',
      tanNegativeThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali a tangente é negativa',
      secPositiveThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali a secante é positiva',
      secNegativeThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali a secante é negativa',
      cscPositiveThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali a cossecante é positiva',
      cscNegativeThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali a cossecante é negativa',
      cotPositiveThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali a cotangente é positiva',
      cotNegativeThere:
        '{angle} está no quadrante {quadrant}; ângulo de referência {reference}; ali a cotangente é negativa',
      sinSign: 'Seno do ângulo de referência, com o sinal do quadrante {quadrant}',
      cosSign: 'Cosseno do ângulo de referência, com o sinal do quadrante {quadrant}',
      tanSign: 'Tangente do ângulo de referência, com o sinal do quadrante {quadrant}',
      secSign: 'Secante do ângulo de referência, com o sinal do quadrante {quadrant}',
      cscSign: 'Cossecante do ângulo de referência, com o sinal do quadrante {quadrant}',
      cotSign: 'Cotangente do ângulo de referência, com o sinal do quadrante {quadrant}',
      sinPositive:
        'O ângulo de referência é {reference}, pois {value}; o seno é positivo nos quadrantes I e II, então em {turn}',
      sinNegative:
        'O ângulo de referência é {reference}, pois {value}; o seno é negativo nos quadrantes III e IV, então em {turn}',
      cosPositive:
        'O ângulo de referência é {reference}, pois {value}; o cosseno é positivo nos quadrantes I e IV, então em {turn}',
      cosNegative:
        'O ângulo de referência é {reference}, pois {value}; o cosseno é negativo nos quadrantes II e III, então em {turn}',
      tanPositive:
        'O ângulo de referência é {reference}, pois {value}; a tangente é positiva nos quadrantes I e III, então em {turn}',
      tanNegative:
        'O ângulo de referência é {reference}, pois {value}; a tangente é negativa nos quadrantes II e IV, então em {turn}',
    },
    special: {
      firstQuadrant:
        '{angle} está no quadrante I, onde todas as funções são positivas: o valor exato em {angle}',
      byUnitCircle: 'O valor exato em um ângulo notável (círculo trigonométrico)',
      byReference: 'O valor exato em um ângulo notável (ângulo de referência)',
    },
    trigRange: {
      between: '{equation} não tem solução: {call} está entre −1 e 1 para todo {unknown}',
      sec: 'sec({angle}) = 1/cos({angle}) e cos está entre −1 e 1, então |sec({angle})| ≥ 1 onde quer que esteja definida: {equation} não tem solução',
      csc: 'cossec({angle}) = 1/sen({angle}) e sen está entre −1 e 1, então |cossec({angle})| ≥ 1 onde quer que esteja definida: {equation} não tem solução',
      rangeEvery: '{function} de qualquer ângulo assume todos os valores de −1 a 1',
      rangeTan: 'tg assume todos os valores em cada meia volta entre as suas assíntotas',
    },
    period: {
      noneIn: 'Nenhuma solução está em {interval}',
      within:
        'As soluções com {interval}: cada solução de uma volta, deslocada por voltas completas ({turn}) para o intervalo',
      together: 'Junte as famílias: toda solução está em uma delas',
      sin: 'O seno se repete a cada {period}: todas as soluções, para qualquer inteiro k',
      cos: 'O cosseno se repete a cada {period}: todas as soluções, para qualquer inteiro k',
      tan: 'A tangente se repete a cada {period}: todas as soluções, para qualquer inteiro k',
      sinFor:
        'O seno se repete a cada {period}: todas as soluções para {angle}, para qualquer inteiro k',
      cosFor:
        'O cosseno se repete a cada {period}: todas as soluções para {angle}, para qualquer inteiro k',
      tanFor:
        'A tangente se repete a cada {period}: todas as soluções para {angle}, para qualquer inteiro k',
    },
    inverse: {
      sin: '{equation} não tem ângulo com valor exato: o arco seno dá {angle}, e {half} menos ele dá o outro ângulo em {turn}, com {digits} algarismos significativos',
      cos: '{equation} não tem ângulo com valor exato: o arco cosseno dá {angle}, e {full} menos ele dá o outro ângulo em {turn}, com {digits} algarismos significativos',
      tan: '{equation} não tem ângulo com valor exato: o arco tangente dá {angle}, e somando {half} obtém-se o outro ângulo em {turn}, com {digits} algarismos significativos',
    },
    pythagorean: {
      trigWrite: 'Use sen² + cos² = 1: {identities}',
      trigLeave: 'Use a relação fundamental: {identity}, para ficar só com {call}',
      identity: 'Relação fundamental: {identities}',
      leftIdentity: 'Primeiro membro. Relação fundamental: {identities}',
      rightIdentity: 'Segundo membro. Relação fundamental: {identities}',
    },
    quotientIdentity: {
      trigWrite: 'Escreva tg e cotg em termos de sen e cos: {identities}',
      identity: 'Identidade do quociente: {identities}',
      leftIdentity: 'Primeiro membro. Identidade do quociente: {identities}',
      rightIdentity: 'Segundo membro. Identidade do quociente: {identities}',
    },
    reciprocalIdentity: {
      trigWrite: 'Escreva sec e cossec em termos de sen e cos: {identities}',
      identity: 'Identidade do inverso: {identities}',
      leftIdentity: 'Primeiro membro. Identidade do inverso: {identities}',
      rightIdentity: 'Segundo membro. Identidade do inverso: {identities}',
    },
    doubleAngle: {
      identity: 'Fórmula do arco duplo: {identities}',
      trigWrite: 'Escreva o arco duplo em termos do arco simples: {identities}',
      trigUse: 'Use a fórmula do arco duplo: {identity}',
      leftIdentity: 'Primeiro membro. Fórmula do arco duplo: {identities}',
      rightIdentity: 'Segundo membro. Fórmula do arco duplo: {identities}',
    },
    divideByCos: {
      one: 'Onde cos({angle}) = 0, sen({angle}) = ±1 e o primeiro membro vale ±{left}, não 0: nenhuma solução se perde ao dividir por cos({angle}), e {identity}',
      two: 'Onde cos({angle}) = 0, sen({angle}) = ±1 e o primeiro membro vale {left}, não 0: nenhuma solução se perde ao dividir por cos²({angle}), e {identity}',
      odd: 'Onde cos({angle}) = 0, sen({angle}) = ±1 e o primeiro membro vale ±{left}, não 0: nenhuma solução se perde ao dividir por cos^{power}({angle}), e {identity}',
      even: 'Onde cos({angle}) = 0, sen({angle}) = ±1 e o primeiro membro vale {left}, não 0: nenhuma solução se perde ao dividir por cos^{power}({angle}), e {identity}',
    },
    harmonic: {
      oneSine:
        'Escreva {sum} como um só seno: R = √(a² + b²) = {size}, e o ângulo α com cos α = a/R, sen α = b/R é {alpha}',
    },
    complementary: {
      write:
        'Escreva {given} como {written} do ângulo complementar: {given}(θ) = {written}({quarter} − θ)',
    },
    sameValue: {
      degreesSin:
        'Os ângulos estão em graus. sen tem o mesmo valor em dois ângulos quando eles são iguais ou somam meia volta, a menos de voltas completas',
      radiansSin:
        'Os ângulos estão em radianos. sen tem o mesmo valor em dois ângulos quando eles são iguais ou somam meia volta, a menos de voltas completas',
      bothSin:
        'Os ângulos estão em graus (a resposta também dá radianos). sen tem o mesmo valor em dois ângulos quando eles são iguais ou somam meia volta, a menos de voltas completas',
      degreesCos:
        'Os ângulos estão em graus. cos tem o mesmo valor em dois ângulos quando eles são iguais ou opostos, a menos de voltas completas',
      radiansCos:
        'Os ângulos estão em radianos. cos tem o mesmo valor em dois ângulos quando eles são iguais ou opostos, a menos de voltas completas',
      bothCos:
        'Os ângulos estão em graus (a resposta também dá radianos). cos tem o mesmo valor em dois ângulos quando eles são iguais ou opostos, a menos de voltas completas',
      degreesTan:
        'Os ângulos estão em graus. tg tem o mesmo valor em dois ângulos quando eles diferem por um número inteiro de meias voltas',
      radiansTan:
        'Os ângulos estão em radianos. tg tem o mesmo valor em dois ângulos quando eles diferem por um número inteiro de meias voltas',
      bothTan:
        'Os ângulos estão em graus (a resposta também dá radianos). tg tem o mesmo valor em dois ângulos quando eles diferem por um número inteiro de meias voltas',
    },
    identityHolds: {
      leftNow: 'O primeiro membro agora é o segundo: a identidade vale para todo {unknown}',
      leftNowWhereOne:
        'O primeiro membro agora é o segundo: a identidade vale para todo {unknown} com {condition}',
      leftNowWhereTwo:
        'O primeiro membro agora é o segundo: a identidade vale para todo {unknown} com {condition} e {also}',
      leftNowWhereMany:
        'O primeiro membro agora é o segundo: a identidade vale para todo {unknown} com {conditions}',
      rightNow: 'O segundo membro agora é o primeiro: a identidade vale para todo {unknown}',
      rightNowWhereOne:
        'O segundo membro agora é o primeiro: a identidade vale para todo {unknown} com {condition}',
      rightNowWhereTwo:
        'O segundo membro agora é o primeiro: a identidade vale para todo {unknown} com {condition} e {also}',
      rightNowWhereMany:
        'O segundo membro agora é o primeiro: a identidade vale para todo {unknown} com {conditions}',
      bothAre: 'Os dois membros são {common}: a identidade vale para todo {unknown}',
      bothAreWhereOne:
        'Os dois membros são {common}: a identidade vale para todo {unknown} com {condition}',
      bothAreWhereTwo:
        'Os dois membros são {common}: a identidade vale para todo {unknown} com {condition} e {also}',
      bothAreWhereMany:
        'Os dois membros são {common}: a identidade vale para todo {unknown} com {conditions}',
    },
    counterexample: {
      at: 'Em {unknown} = {angle} os dois membros são diferentes',
      atBoth: 'Em {unknown} = {angle} ({radians}) os dois membros são diferentes',
    },
  },
  reasons: {
    radians: ['', 'π radianos são 180°'],
    turn: [
      '',
      'uma volta completa termina no mesmo ponto do círculo trigonométrico, então os valores se repetem',
    ],
    unitCircle: ['', 'o ponto no ângulo θ do círculo trigonométrico é (cos θ, sen θ)'],
    reference: [
      'Ângulo de referência',
      'um ângulo tem os valores do seu ângulo de referência, com o sinal do seu quadrante',
    ],
    special: [
      '',
      'os valores exatos em 30°, 45° e 60° vêm de meio quadrado e de meio triângulo equilátero',
    ],
    trigRange: [
      '',
      'sen e cos são as coordenadas de um ponto do círculo trigonométrico, entre −1 e 1',
    ],
    period: ['', 'sen e cos se repetem a cada volta completa, tg a cada meia volta'],
    inverse: ['', 'a função inversa dá um ângulo com esse valor; a simetria dá o outro'],
    pythagorean: [
      'Relação fundamental da trigonometria',
      'o ponto (cos θ, sen θ) está no círculo trigonométrico, de raio 1, então sen²θ + cos²θ = 1',
    ],
    quotientIdentity: [
      'Identidade do quociente',
      'tg θ = sen θ/cos θ e cotg θ = cos θ/sen θ, onde o denominador não é 0',
    ],
    reciprocalIdentity: [
      'Identidade do inverso',
      'sec θ = 1/cos θ e cossec θ = 1/sen θ, por definição, onde o denominador não é 0',
    ],
    doubleAngle: [
      'Fórmula do arco duplo',
      'as fórmulas de adição com os dois arcos iguais a θ: sen 2θ = 2sen θ cos θ, cos 2θ = cos²θ − sen²θ',
    ],
    divideByCos: [
      '',
      'dividir por cos θ é permitido onde cos θ ≠ 0, e onde cos θ = 0 a equação foi verificada à parte',
    ],
    harmonic: [
      'Forma harmônica',
      'R sen(θ + α) = R cos α sen θ + R sen α cos θ, pela fórmula do seno da soma',
    ],
    complementary: [
      'Ângulos complementares',
      'num triângulo retângulo, o cateto oposto a um ângulo agudo é o adjacente ao outro: cos θ = sen(90° − θ)',
    ],
    sameValue: [
      'Valores iguais de uma mesma função',
      'sen se repete a cada volta e assume cada valor em θ e 180° − θ, cos em θ e −θ, tg a cada meia volta',
    ],
    identityHolds: [
      '',
      'expressões iguais para todo ângulo onde ambas estão definidas formam uma identidade ali',
    ],
    counterexample: [
      'Contraexemplo',
      'um ângulo em que os dois membros diferem mostra que eles não são iguais para todo ângulo',
    ],
  },
};
