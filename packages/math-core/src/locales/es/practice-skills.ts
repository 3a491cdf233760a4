/**
 * The names, descriptions and first hints of the free skills in Spanish ("tú"), under the same ids
 * as the English table (src/practice/words/en-skills.ts); spread into ./practice.ts. A
 * description's maths is plain text, with the decimal comma.
 */
import type { SkillWords } from '../../practice/words/en-skills';

export const spanishSkillPracticeWords: SkillWords = {
  'skills.one-step-equations.title': 'Ecuaciones de un paso',
  'skills.one-step-equations.description':
    'Resuelve x + a = c, ax = c y x/a = c con una sola operación inversa.',
  'skills.one-step-equations.nudge':
    '¿Qué operación se le aplica a x? Haz la contraria en los dos miembros.',
  'skills.two-step-equations.title': 'Ecuaciones de dos pasos',
  'skills.two-step-equations.description':
    'Resuelve ax + b = c: pasa el término independiente y luego divide.',
  'skills.two-step-equations.nudge': 'A x se le aplican dos operaciones: deshaz primero la última.',
  'skills.distributive-law.title': 'La propiedad distributiva',
  'skills.distributive-law.description':
    'Ecuaciones con paréntesis: quita los paréntesis y luego resuelve.',
  'skills.distributive-law.nudge':
    'El número que está delante del paréntesis multiplica a todo lo que hay dentro.',
  'skills.variables-both-sides.title': 'Incógnita en los dos miembros',
  'skills.variables-both-sides.description':
    'Agrupa los términos en x en un miembro y los números en el otro.',
  'skills.variables-both-sides.nudge':
    'Hay x en los dos miembros: primero agrúpalas en uno de ellos.',
  'skills.quadratics-factoring.title': 'Ecuaciones de segundo grado por factorización',
  'skills.quadratics-factoring.description':
    'Resuelve x² + bx + c = 0 y ax² + bx + c = 0 escribiéndolas como producto de dos paréntesis.',
  'skills.quadratics-factoring.nudge':
    '¿Se puede escribir el primer miembro como el producto de dos paréntesis?',
  'skills.quadratic-formula.title': 'La fórmula cuadrática',
  'skills.quadratic-formula.description':
    'El discriminante y las raíces de cualquier ecuación de segundo grado con x = (−b ± √(b² − 4ac))/(2a).',
  'skills.quadratic-formula.nudge': 'Identifica primero a, b y c.',
  'skills.evaluate-logarithms.title': 'Cálculo de logaritmos',
  'skills.evaluate-logarithms.description':
    'log_b(x) es el exponente al que hay que elevar b para obtener x: potencias, raíces y logaritmos de logaritmos.',
  'skills.evaluate-logarithms.nudge':
    'Un logaritmo responde a: ¿a qué exponente hay que elevar la base?',
  'skills.change-of-base.title': 'Cambio de base',
  'skills.change-of-base.description':
    'Logaritmos entre bases que son potencias de un mismo número, y con calculadora.',
  'skills.change-of-base.nudge':
    '¿Se pueden escribir los dos números como potencias de un mismo número?',
  'skills.log-rules.title': 'Reglas del producto, del cociente y de la potencia',
  'skills.log-rules.description': 'Desarrolla y agrupa logaritmos con las tres reglas.',
  'skills.log-rules.nudge':
    '¿Qué regla convierte esta suma, diferencia o potencia en algo más sencillo?',
  'skills.log-equations.title': 'Ecuaciones logarítmicas',
  'skills.log-equations.description':
    'Escribe log_b(y) = k como y = b^k y descarta las soluciones fuera del dominio.',
  'skills.log-equations.nudge': 'Una ecuación logarítmica es una ecuación exponencial disfrazada.',
  'skills.exponential-equations.title': 'Ecuaciones exponenciales',
  'skills.exponential-equations.description':
    'Escribe los dos miembros como potencias de una misma base e iguala los exponentes.',
  'skills.exponential-equations.nudge':
    '¿Se pueden escribir los dos miembros como potencias de una misma base?',
  'skills.area-perimeter.title': 'Área y perímetro',
  'skills.area-perimeter.description': 'Rectángulos, paralelogramos, triángulos y trapecios.',
  'skills.area-perimeter.nudge': '¿Qué fórmula corresponde a esta figura?',
  'skills.triangles.title': 'Triángulos',
  'skills.triangles.description':
    'La suma de los ángulos, los triángulos semejantes y cómo cambian sus áreas.',
  'skills.triangles.nudge': '¿Qué sabes de todos los triángulos, o de los triángulos semejantes?',
  'skills.pythagoras.title': 'El teorema de Pitágoras',
  'skills.pythagoras.description':
    'La hipotenusa y el cateto que falta de un triángulo rectángulo.',
  'skills.pythagoras.nudge': 'En un triángulo rectángulo, los tres lados cumplen a² + b² = c².',
  'skills.circles.title': 'Círculos',
  'skills.circles.description':
    'Área y longitud de la circunferencia, con π ≈ 3,14 y con el propio π.',
  'skills.circles.nudge': '¿Radio o diámetro? Las fórmulas usan el radio.',
  'skills.angles.title': 'Ángulos',
  'skills.angles.description':
    'Ángulos complementarios y suplementarios, suma de los ángulos de un polígono, polígonos regulares.',
  'skills.angles.nudge':
    'Los ángulos sobre una recta, de un triángulo o de un polígono suman un total conocido.',
  'skills.volume.title': 'Volumen',
  'skills.volume.description': 'Ortoedros, prismas, cilindros, conos y esferas.',
  'skills.volume.nudge':
    'El volumen es el área de la base por una altura (un tercio de eso en un cono).',
};
