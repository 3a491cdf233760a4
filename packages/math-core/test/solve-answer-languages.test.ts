/**
 * The answers of domains and ranges, stationary points, unit conversions, limits that do not exist,
 * figures side by side (σ and s, several modes), simplified rational expressions and inverses with
 * the values they hold for, and integrals that diverge are answers in words (answerWords) like the
 * others, so a page in Spanish, French, German or Portuguese shows them in its words and notation;
 * before, they were English text that no language rewrote. Each is asserted word for word in
 * every language, and in English as it has always read. A tangent's line is its answer's tree,
 * written in each language's notation.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../src/solve/solve';
import { de } from '../src/solve/write/de';
import { es } from '../src/solve/write/es';
import { fr } from '../src/solve/write/fr';
import { pt } from '../src/solve/write/pt';

const LANGUAGES = { es, fr, de, pt } as const;

/** Each problem's answer: in English, then in es, fr, de and pt. */
const EXPECTED: Record<string, Record<'en' | keyof typeof LANGUAGES, string>> = {
  'find the domain of 1/(x^2 - 4)': {
    en: 'x < −2 or −2 < x < 2 or x > 2: (−∞, −2) ∪ (−2, 2) ∪ (2, ∞)',
    es: 'x < −2 o −2 < x < 2 o x > 2: (−∞; −2) ∪ (−2; 2) ∪ (2; ∞)',
    fr: 'x < −2 ou −2 < x < 2 ou x > 2: ]−∞ ; −2[ ∪ ]−2 ; 2[ ∪ ]2 ; ∞[',
    de: 'x < −2 oder −2 < x < 2 oder x > 2: ]−∞; −2[ ∪ ]−2; 2[ ∪ ]2; ∞[',
    pt: 'x < −2 ou −2 < x < 2 ou x > 2: ]−∞; −2[ ∪ ]−2; 2[ ∪ ]2; ∞[',
  },
  'domain of sqrt(x)/(x-1)': {
    en: '0 ≤ x < 1 or x > 1: [0, 1) ∪ (1, ∞)',
    es: '0 ≤ x < 1 o x > 1: [0; 1) ∪ (1; ∞)',
    fr: '0 ≤ x < 1 ou x > 1: [0 ; 1[ ∪ ]1 ; ∞[',
    de: '0 ≤ x < 1 oder x > 1: [0; 1[ ∪ ]1; ∞[',
    pt: '0 ≤ x < 1 ou x > 1: [0; 1[ ∪ ]1; ∞[',
  },
  'domain of x^2 + 1': {
    en: 'every x: (−∞, ∞)',
    es: 'todo x: (−∞; ∞)',
    fr: 'tout x: ]−∞ ; ∞[',
    de: 'alle x: ]−∞; ∞[',
    pt: 'todo x: ]−∞; ∞[',
  },
  'domain of sqrt(-x^2-1)': {
    en: 'no real number: ∅',
    es: 'ningún número real: ∅',
    fr: 'aucun nombre réel: ∅',
    de: 'keine reelle Zahl: ∅',
    pt: 'nenhum número real: ∅',
  },
  'range of 1/(x-2)': {
    en: 'y ≠ 0: (−∞, 0) ∪ (0, ∞)',
    es: 'y ≠ 0: (−∞; 0) ∪ (0; ∞)',
    fr: 'y ≠ 0: ]−∞ ; 0[ ∪ ]0 ; ∞[',
    de: 'y ≠ 0: ]−∞; 0[ ∪ ]0; ∞[',
    pt: 'y ≠ 0: ]−∞; 0[ ∪ ]0; ∞[',
  },
  'range of x^3 - x': {
    en: 'every y: (−∞, ∞)',
    es: 'todo y: (−∞; ∞)',
    fr: 'tout y: ]−∞ ; ∞[',
    de: 'alle y: ]−∞; ∞[',
    pt: 'todo y: ]−∞; ∞[',
  },
  'stationary points of y = x^3 - 3x': {
    en: 'local maximum (−1, 2), local minimum (1, −2); increasing for x < −1 and x > 1, decreasing for −1 < x < 1',
    es: 'máximo relativo (−1; 2), mínimo relativo (1; −2); creciente para x < −1 y x > 1, decreciente para −1 < x < 1',
    fr: 'maximum local (−1; 2), minimum local (1; −2); croissante pour x < −1 et x > 1, décroissante pour −1 < x < 1',
    de: 'lokales Maximum (−1; 2), lokales Minimum (1; −2); streng monoton steigend für x < −1 und x > 1, streng monoton fallend für −1 < x < 1',
    pt: 'máximo local (−1; 2), mínimo local (1; −2); crescente para x < −1 e x > 1, decrescente para −1 < x < 1',
  },
  'where is f(x) = x^3 - 3x increasing': {
    en: 'Increasing for x < −1 and x > 1, decreasing for −1 < x < 1; local maximum (−1, 2), local minimum (1, −2)',
    es: 'Creciente para x < −1 y x > 1, decreciente para −1 < x < 1; máximo relativo (−1; 2), mínimo relativo (1; −2)',
    fr: 'Croissante pour x < −1 et x > 1, décroissante pour −1 < x < 1; maximum local (−1; 2), minimum local (1; −2)',
    de: 'Streng monoton steigend für x < −1 und x > 1, streng monoton fallend für −1 < x < 1; lokales Maximum (−1; 2), lokales Minimum (1; −2)',
    pt: 'Crescente para x < −1 e x > 1, decrescente para −1 < x < 1; máximo local (−1; 2), mínimo local (1; −2)',
  },
  'intervals where f(x) = x^2 - 4x is decreasing': {
    en: 'Increasing for x > 2, decreasing for x < 2; local minimum (2, −4)',
    es: 'Creciente para x > 2, decreciente para x < 2; mínimo relativo (2; −4)',
    fr: 'Croissante pour x > 2, décroissante pour x < 2; minimum local (2; −4)',
    de: 'Streng monoton steigend für x > 2, streng monoton fallend für x < 2; lokales Minimum (2; −4)',
    pt: 'Crescente para x > 2, decrescente para x < 2; mínimo local (2; −4)',
  },
  'critical points of f(x) = x^3 + x': {
    en: 'No stationary points; increasing for every x',
    es: 'No tiene puntos estacionarios; creciente para todo x',
    fr: 'Aucun point critique; croissante pour tout x',
    de: 'Keine Stellen mit waagerechter Tangente; streng monoton steigend für alle x',
    pt: 'Não há pontos críticos; crescente para todo x',
  },
  'where is f(x) = -x^3 - x increasing': {
    en: 'Decreasing for every x; no stationary points',
    es: 'Decreciente para todo x; no tiene puntos estacionarios',
    fr: 'Décroissante pour tout x; aucun point critique',
    de: 'Streng monoton fallend für alle x; keine Stellen mit waagerechter Tangente',
    pt: 'Decrescente para todo x; não há pontos críticos',
  },
  'stationary points of y = x^3': {
    en: 'stationary point of inflection (0, 0); increasing for x < 0 and x > 0',
    es: 'punto de inflexión estacionario (0; 0); creciente para x < 0 y x > 0',
    fr: 'point d’inflexion à tangente horizontale (0; 0); croissante pour x < 0 et x > 0',
    de: 'Sattelpunkt (0; 0); streng monoton steigend für x < 0 und x > 0',
    pt: 'ponto de inflexão horizontal (0; 0); crescente para x < 0 e x > 0',
  },
  'lim x->3 (x-3)/|x-3|': {
    en: 'The limit does not exist: the function tends to −1 from the left and to 1 from the right',
    es: 'El límite no existe: la función tiende a −1 por la izquierda y a 1 por la derecha',
    fr: 'La limite n’existe pas: la fonction tend vers −1 à gauche et vers 1 à droite',
    de: 'Der Grenzwert existiert nicht: Die Funktion strebt von links gegen −1 und von rechts gegen 1',
    pt: 'O limite não existe: a função tende a −1 pela esquerda e a 1 pela direita',
  },
  'lim x->0 1/x': {
    en: 'The limit does not exist: the function tends to −∞ from the left and to ∞ from the right',
    es: 'El límite no existe: la función tiende a −∞ por la izquierda y a ∞ por la derecha',
    fr: 'La limite n’existe pas: la fonction tend vers −∞ à gauche et vers ∞ à droite',
    de: 'Der Grenzwert existiert nicht: Die Funktion strebt von links gegen −∞ und von rechts gegen ∞',
    pt: 'O limite não existe: a função tende a −∞ pela esquerda e a ∞ pela direita',
  },
  'limit of sin(1/x) as x->0': {
    en: 'The limit does not exist: sin(1/x) keeps taking every value between −1 and 1, however close x comes to the point',
    es: 'El límite no existe: sen(1/x) sigue tomando todos los valores entre −1 y 1, por muy cerca del punto que esté x',
    fr: 'La limite n’existe pas: sin(1/x) continue de prendre toutes les valeurs entre −1 et 1, aussi près du point que soit x',
    de: 'Der Grenzwert existiert nicht: sin(1/x) nimmt immer wieder jeden Wert zwischen −1 und 1 an, wie nahe x der Stelle auch kommt',
    pt: 'O limite não existe: sen(1/x) continua assumindo todos os valores entre −1 e 1, por mais perto do ponto que x chegue',
  },
  'limit of cos(x) as x->infinity': {
    en: 'The limit does not exist: cos(x) keeps taking every value between −1 and 1, however far out x goes',
    es: 'El límite no existe: cos(x) sigue tomando todos los valores entre −1 y 1, por muy lejos que vaya x',
    fr: 'La limite n’existe pas: cos(x) continue de prendre toutes les valeurs entre −1 et 1, aussi loin que x aille',
    de: 'Der Grenzwert existiert nicht: cos(x) nimmt immer wieder jeden Wert zwischen −1 und 1 an, wie groß x auch wird',
    pt: 'O limite não existe: cos(x) continua assumindo todos os valores entre −1 e 1, por mais longe que x vá',
  },
  'limit of ln(x) as x->0': {
    en: 'The limit does not exist: ln(x) is defined only to the right of the point, where it tends to −∞ (the limit from the right is −∞)',
    es: 'El límite no existe: ln(x) solo está definida a la derecha del punto, donde tiende a −∞ (el límite por la derecha es −∞)',
    fr: 'La limite n’existe pas: ln(x) n’est définie qu’à droite du point, où elle tend vers −∞ (la limite à droite vaut −∞)',
    de: 'Der Grenzwert existiert nicht: ln(x) ist nur rechts der Stelle definiert und strebt dort gegen −∞ (der rechtsseitige Grenzwert ist −∞)',
    pt: 'O limite não existe: ln(x) só está definida à direita do ponto, onde tende a −∞ (o limite pela direita é −∞)',
  },
  'limit of ln(-x) as x->0': {
    en: 'The limit does not exist: ln(−x) is defined only to the left of the point, where it tends to −∞ (the limit from the left is −∞)',
    es: 'El límite no existe: ln(−x) solo está definida a la izquierda del punto, donde tiende a −∞ (el límite por la izquierda es −∞)',
    fr: 'La limite n’existe pas: ln(−x) n’est définie qu’à gauche du point, où elle tend vers −∞ (la limite à gauche vaut −∞)',
    de: 'Der Grenzwert existiert nicht: ln(−x) ist nur links der Stelle definiert und strebt dort gegen −∞ (der linksseitige Grenzwert ist −∞)',
    pt: 'O limite não existe: ln(−x) só está definida à esquerda do ponto, onde tende a −∞ (o limite pela esquerda é −∞)',
  },
  'variance of 3,7,8,10': {
    en: 'σ² = 6.5, s² = 26/3',
    es: 'σ² = 6,5; s² = 26/3',
    fr: 'σ² = 6,5; s² = 26/3',
    de: 'σ² = 6,5; s² = 26/3',
    pt: 'σ² = 6,5; s² = 26/3',
  },
  'mode of 1.5, 1.5, 2.5, 2.5, 3': {
    en: '1.5, 2.5',
    es: '1,5; 2,5',
    fr: '1,5; 2,5',
    de: '1,5; 2,5',
    pt: '1,5; 2,5',
  },
  '5 miles to km': {
    en: '5 miles = 8.04672 kilometers',
    es: '5 millas = 8,04672 kilómetros',
    fr: '5 miles = 8,04672 kilomètres',
    de: '5 Meilen = 8,04672 Kilometer',
    pt: '5 milhas = 8,04672 quilômetros',
  },
  '1 inch to cm': {
    en: '1 inch = 2.54 centimeters',
    es: '1 pulgada = 2,54 centímetros',
    fr: '1 pouce = 2,54 centimètres',
    de: '1 Zoll = 2,54 Zentimeter',
    pt: '1 polegada = 2,54 centímetros',
  },
  'convert 100 °F to celsius': {
    en: '100 degrees Fahrenheit ≈ 37.7777777777778 degrees Celsius',
    es: '100 grados Fahrenheit ≈ 37,7777777777778 grados Celsius',
    fr: '100 degrés Fahrenheit ≈ 37,7777777777778 degrés Celsius',
    de: '100 Grad Fahrenheit ≈ 37,7777777777778 Grad Celsius',
    pt: '100 graus Fahrenheit ≈ 37,7777777777778 graus Celsius',
  },
  '-37.5 °C to °F': {
    en: '-37.5 degrees Celsius = -35.5 degrees Fahrenheit',
    es: '−37,5 grados Celsius = −35,5 grados Fahrenheit',
    fr: '−37,5 degrés Celsius = −35,5 degrés Fahrenheit',
    de: '−37,5 Grad Celsius = −35,5 Grad Fahrenheit',
    pt: '−37,5 graus Celsius = −35,5 graus Fahrenheit',
  },
  'simplify: (x²-1)/(x²+3x-4)': {
    en: '(x + 1)/(x + 4), x ≠ −4, x ≠ 1',
    es: '(x + 1)/(x + 4) para x ≠ −4 y x ≠ 1',
    fr: '(x + 1)/(x + 4) pour x ≠ −4 et x ≠ 1',
    de: '(x + 1)/(x + 4) für x ≠ −4 und x ≠ 1',
    pt: '(x + 1)/(x + 4) para x ≠ −4 e x ≠ 1',
  },
  'simplify 1/x + 1/(x-1) + 1/(x+2)': {
    en: '(3x² + 2x − 2)/(x(x − 1)(x + 2)), x ≠ −2, x ≠ 0, x ≠ 1',
    es: '(3x² + 2x − 2)/(x(x − 1)(x + 2)) para x ≠ −2, x ≠ 0 y x ≠ 1',
    fr: '(3x² + 2x − 2)/(x(x − 1)(x + 2)) pour x ≠ −2, x ≠ 0 et x ≠ 1',
    de: '(3x² + 2x − 2)/(x(x − 1)(x + 2)) für x ≠ −2, x ≠ 0 und x ≠ 1',
    pt: '(3x² + 2x − 2)/(x(x − 1)(x + 2)) para x ≠ −2, x ≠ 0 e x ≠ 1',
  },
  'simplify (x^2-1)/(2x-3)': {
    en: '((x − 1)(x + 1))/(2x − 3), x ≠ 3/2',
    es: '((x − 1)(x + 1))/(2x − 3) para x ≠ 3/2',
    fr: '((x − 1)(x + 1))/(2x − 3) pour x ≠ 3/2',
    de: '((x − 1)(x + 1))/(2x − 3) für x ≠ 3/2',
    pt: '((x − 1)(x + 1))/(2x − 3) para x ≠ 3/2',
  },
  '∫_0^1 1/x dx': {
    en: 'The integral diverges',
    es: 'La integral diverge',
    fr: 'L’intégrale diverge',
    de: 'Das Integral divergiert',
    pt: 'A integral diverge',
  },
  '∫_0^∞ sin(x) dx': {
    en: 'The integral diverges',
    es: 'La integral diverge',
    fr: 'L’intégrale diverge',
    de: 'Das Integral divergiert',
    pt: 'A integral diverge',
  },
  'inverse of f(x) = sqrt(x - 1.5)': {
    en: 'f⁻¹(x) = x² + 1.5, x ≥ 0',
    es: 'f⁻¹(x) = x² + 1,5 para x ≥ 0',
    fr: 'f⁻¹(x) = x² + 1,5 pour x ≥ 0',
    de: 'f⁻¹(x) = x² + 1,5 für x ≥ 0',
    pt: 'f⁻¹(x) = x² + 1,5 para x ≥ 0',
  },
  'inverse of f(x) = sqrt(x) + 2.5': {
    en: 'f⁻¹(x) = (x − 2.5)², x ≥ 5/2',
    es: 'f⁻¹(x) = (x − 2,5)² para x ≥ 5/2',
    fr: 'f⁻¹(x) = (x − 2,5)² pour x ≥ 5/2',
    de: 'f⁻¹(x) = (x − 2,5)² für x ≥ 5/2',
    pt: 'f⁻¹(x) = (x − 2,5)² para x ≥ 5/2',
  },
  '1 gallon to liters': {
    en: '1 US gallon = 3.785411784 liters',
    es: '1 galón estadounidense = 3,785411784 litros',
    fr: '1 gallon américain = 3,785411784 litres',
    de: '1 US-Gallone = 3,785411784 Liter',
    pt: '1 galão americano = 3,785411784 litros',
  },
};

describe('answers that were English on every page are words of the language', () => {
  for (const [problem, want] of Object.entries(EXPECTED))
    it(problem, () => {
      const english = solve(problem);
      if (!english.ok) throw new Error(`solve refused ${problem}`);
      expect(english.value.answer).toBe(want.en);
      expect(english.value.answerWords).toBeDefined();
      // The English answer, MathML and speech are the text node of the words, as they were.
      expect(english.value.answerTree).toEqual({ type: 'text', value: want.en });
      for (const [code, language] of Object.entries(LANGUAGES)) {
        const said = solve(problem, { language });
        if (!said.ok) throw new Error(`solve refused ${problem} in ${code}`);
        expect([code, said.value.answer]).toEqual([code, want[code as keyof typeof LANGUAGES]]);
        expect(said.value.answerWords).toEqual(english.value.answerWords);
      }
    });
});

describe("a tangent's line is its answer's tree, in each language's notation", () => {
  it.each([
    ['tangent to y = x^2/2 at x = 0.5', 'y = (1/2)x − 1/8'],
    ['the normal to y = x^2 at x = 0', 'x = 0'],
    ['tangent to y = sin(x) at x = pi/6', 'y = (√3/2)x + (6 − √3π)/12'],
  ])('%s', (problem, line) => {
    const english = solve(problem);
    if (!english.ok) throw new Error(`solve refused ${problem}`);
    expect(english.value.answer).toBe(line);
    expect(english.value.answerWords).toBeUndefined();
    // The tree of the line, so its MathML is mathematics and not a text.
    expect(english.value.answerTree).toEqual(english.value.solutions[0]?.tree);
    expect(english.value.answerTree.type).toBe('relation');
    expect(english.value.answerMathml).not.toContain('<mtext>');
    for (const [code, language] of Object.entries(LANGUAGES)) {
      const said = solve(problem, { language });
      if (!said.ok) throw new Error(`solve refused ${problem} in ${code}`);
      expect([code, said.value.answer]).toEqual([code, line]);
      expect(said.value.answerTree).toEqual(english.value.answerTree);
    }
  });
});
