/**
 * The names, descriptions and first hints of the free skills in German ("du"), under the same ids
 * as the English table (src/practice/words/en-skills.ts); spread into ./practice.ts. A
 * description's maths is plain text, with the decimal comma.
 */
import type { SkillWords } from '../../practice/words/en-skills';

export const germanSkillPracticeWords: SkillWords = {
  'skills.one-step-equations.title': 'Gleichungen mit einem Schritt',
  'skills.one-step-equations.description':
    'Löse x + a = c, ax = c und x/a = c mit einer einzigen Umkehroperation.',
  'skills.one-step-equations.nudge':
    'Was wird mit x gemacht? Mach auf beiden Seiten das Gegenteil.',
  'skills.two-step-equations.title': 'Gleichungen mit zwei Schritten',
  'skills.two-step-equations.description':
    'Löse ax + b = c: Bring die Konstante auf die andere Seite, dann teile.',
  'skills.two-step-equations.nudge':
    'Mit x wird zweierlei gemacht: Mach zuerst das Letzte rückgängig.',
  'skills.distributive-law.title': 'Das Distributivgesetz',
  'skills.distributive-law.description': 'Gleichungen mit Klammern: Multipliziere aus, dann löse.',
  'skills.distributive-law.nudge': 'Die Zahl vor der Klammer multipliziert alles in der Klammer.',
  'skills.variables-both-sides.title': 'Variable auf beiden Seiten',
  'skills.variables-both-sides.description':
    'Bring die Glieder mit x auf eine Seite und die Zahlen auf die andere.',
  'skills.variables-both-sides.nudge':
    'Auf beiden Seiten steht x: Bring zuerst alle x auf eine Seite.',
  'skills.quadratics-factoring.title': 'Quadratische Gleichungen durch Faktorisieren',
  'skills.quadratics-factoring.description':
    'Löse x² + bx + c = 0 und ax² + bx + c = 0, indem du sie als Produkt zweier Klammern schreibst.',
  'skills.quadratics-factoring.nudge':
    'Lässt sich die linke Seite als Produkt zweier Klammern schreiben?',
  'skills.quadratic-formula.title': 'Die abc-Formel',
  'skills.quadratic-formula.description':
    'Die Diskriminante und die Lösungen jeder quadratischen Gleichung mit x = (−b ± √(b² − 4ac))/(2a).',
  'skills.quadratic-formula.nudge': 'Lies zuerst a, b und c ab.',
  'skills.evaluate-logarithms.title': 'Logarithmen berechnen',
  'skills.evaluate-logarithms.description':
    'log_b(x) ist der Exponent, mit dem man b potenzieren muss, um x zu erhalten: Potenzen, Wurzeln und Logarithmen von Logarithmen.',
  'skills.evaluate-logarithms.nudge':
    'Ein Logarithmus beantwortet: Mit welchem Exponenten muss man die Basis potenzieren?',
  'skills.change-of-base.title': 'Basiswechsel',
  'skills.change-of-base.description':
    'Logarithmen zwischen Basen, die Potenzen derselben Zahl sind, und mit dem Taschenrechner.',
  'skills.change-of-base.nudge': 'Lassen sich beide Zahlen als Potenzen derselben Zahl schreiben?',
  'skills.log-rules.title': 'Produkt-, Quotienten- und Potenzregel',
  'skills.log-rules.description': 'Zerlege Logarithmen mit den drei Regeln und fasse sie zusammen.',
  'skills.log-rules.nudge':
    'Welche Regel macht aus dieser Summe, Differenz oder Potenz etwas Einfacheres?',
  'skills.log-equations.title': 'Logarithmusgleichungen',
  'skills.log-equations.description':
    'Schreibe log_b(y) = k als y = b^k und verwirf Lösungen außerhalb der Definitionsmenge.',
  'skills.log-equations.nudge':
    'Eine Logarithmusgleichung ist eine verkleidete Exponentialgleichung.',
  'skills.exponential-equations.title': 'Exponentialgleichungen',
  'skills.exponential-equations.description':
    'Schreibe beide Seiten als Potenzen derselben Basis und setze die Exponenten gleich.',
  'skills.exponential-equations.nudge':
    'Lassen sich beide Seiten als Potenzen derselben Basis schreiben?',
  'skills.area-perimeter.title': 'Flächeninhalt und Umfang',
  'skills.area-perimeter.description': 'Rechtecke, Parallelogramme, Dreiecke und Trapeze.',
  'skills.area-perimeter.nudge': 'Welche Formel passt zu dieser Figur?',
  'skills.triangles.title': 'Dreiecke',
  'skills.triangles.description':
    'Winkelsummen, ähnliche Dreiecke und wie sich ihre Flächeninhalte verhalten.',
  'skills.triangles.nudge': 'Was weißt du über jedes Dreieck oder über ähnliche Dreiecke?',
  'skills.pythagoras.title': 'Der Satz des Pythagoras',
  'skills.pythagoras.description':
    'Die Hypotenuse und die fehlende Kathete eines rechtwinkligen Dreiecks.',
  'skills.pythagoras.nudge': 'Im rechtwinkligen Dreieck gilt für die drei Seiten a² + b² = c².',
  'skills.circles.title': 'Kreise',
  'skills.circles.description': 'Flächeninhalt und Umfang, mit π ≈ 3,14 und mit π selbst.',
  'skills.circles.nudge': 'Radius oder Durchmesser? Die Formeln verwenden den Radius.',
  'skills.angles.title': 'Winkel',
  'skills.angles.description':
    'Komplement- und Supplementwinkel, Winkelsummen in Vielecken, regelmäßige Vielecke.',
  'skills.angles.nudge':
    'Winkel an einer Geraden, im Dreieck oder im Vieleck ergeben zusammen eine bekannte Summe.',
  'skills.volume.title': 'Volumen',
  'skills.volume.description': 'Quader, Prismen, Zylinder, Kegel und Kugeln.',
  'skills.volume.nudge':
    'Das Volumen ist die Grundfläche mal eine Höhe (beim Kegel ein Drittel davon).',
};
