/**
 * The words of the logarithm problems, and under `skill.` of the algebra skills' own families, in
 * Spanish ("tú"), under the same ids and with the same {placeholders} as the English table
 * (src/practice/words/en-log.ts); spread into ./practice.ts. The rules are "regla del producto, del
 * cociente, de la potencia", as in the solver's steps.
 */
import type { LogWords } from '../../practice/words/en-log';

export const spanishLogPracticeWords: LogWords = {
  'log.ask.evaluate': 'Calcula {expression}.',
  'log.ask.evaluateFraction': 'Calcula {expression}. Da la respuesta como fracción.',
  'log.ask.given': 'Sabiendo que {given}, calcula {expression}.',
  'log.ask.givenTwo': 'Sabiendo que {given} y {other}, calcula {expression}.',
  'log.ask.changeOfBase':
    'Con la fórmula del cambio de base, calcula {expression}. Redondea a {decimals} decimales.',
  'log.nudge.squareRoot':
    'Una raíz también es una potencia: la raíz cuadrada es la potencia de exponente {power}.',
  'log.nudge.cubeRoot':
    'Una raíz también es una potencia: la raíz cúbica es la potencia de exponente {power}.',
  'log.nudge.insideOut': 'Empieza por el logaritmo de dentro.',
  'log.nudge.powersOf': 'Los dos números son potencias de {base}.',
  'log.nudge.calculator':
    'La calculadora tiene ln (o log), pero ninguna tecla para la base {base}.',
  'log.hint.raisedTo': '¿A qué potencia hay que elevar {base} para obtener {value}?',
  'log.hint.asPower': 'Escribe {value} como potencia de {base}.',
  'log.hint.definition': '{log} significa {power}.',
  'log.hint.inverse': 'Elevar b al exponente {log} deshace el logaritmo.',
  'log.hint.powerRule': 'Regla de la potencia: {rule}.',
  'log.hint.productRule': 'Regla del producto: {rule}.',
  'log.hint.quotientRule': 'Regla del cociente: {rule}.',
  'log.hint.bothAsPowers': 'Escribe los dos números como potencias de {base}.',
  'log.hint.rewrite': 'Escribe el logaritmo como potencia: {log} significa {power}.',
  'log.hint.exponentsEqual':
    'Escribe {value} como potencia de {base} y luego iguala los exponentes.',
  'log.hint.expand':
    'Desarrolla con las reglas del producto, del cociente y de la potencia, y luego sustituye.',
  'log.hint.condense': 'Agrupa en un solo logaritmo con las reglas del producto y del cociente.',
  'log.hint.commonBase':
    'Escribe las dos bases como potencias de {base} y luego iguala los exponentes.',
  'log.hint.logSum':
    'Agrupa el primer miembro, quita los logaritmos y descarta la solución para la que algún logaritmo no está definido.',
  'log.hint.squareRootOfBase': 'La raíz cuadrada de {base} es {power}.',
  'log.hint.cubeRootOfBase': 'La raíz cúbica de {base} es {power}.',
  'log.hint.rootAsPower': 'Escribe {value} como {power}; así, su raíz es {root}.',
  'log.hint.nested':
    'Calcula primero {inner} y luego el logaritmo en base {base} de ese resultado.',
  'log.hint.baseRatio': 'Escribe {first} y {second}; la respuesta es {ratio}.',
  'log.hint.changeOfBase': '{rule}.',
  'log.step.asPower': 'Escribe {value} como potencia de {base}',
  'log.step.undoes': 'El logaritmo deshace la potencia',
  'log.step.equalExponents': 'Dos potencias iguales de la misma base tienen el mismo exponente',
  'log.step.definition': 'Un logaritmo es un exponente: {log} significa {power}',
  'log.step.evaluatePower': 'Calcula la potencia',
  'log.step.inverse': 'Elevar b al exponente {log} da n, para todo {condition}',
  'log.step.here': 'Aquí b = {b} y n = {n}',
  'log.step.powerRule': 'Regla de la potencia',
  'log.step.productRule': 'Regla del producto',
  'log.step.quotientRule': 'Regla del cociente',
  'log.step.putIn': 'Sustituye {value}',
  'log.step.bothAsPowers': 'Escribe los dos números como potencias de {base}',
  'log.step.ratio': 'El logaritmo es el cociente de los exponentes',
  'log.step.rewrite': 'Escribe el logaritmo como potencia',
  'log.step.toThePower': 'Escribe {value} como {base} elevado a {k} e iguala los exponentes',
  'log.step.so': 'Por tanto',
  'log.step.givenValues': 'Sustituye los valores dados',
  'log.step.expand': 'Desarrolla con las reglas del producto, del cociente y de la potencia',
  'log.step.condense': 'Agrupa con las reglas del producto y del cociente',
  'log.step.basesAsPowers': 'Escribe las dos bases como potencias de {base}',
  'log.step.setExponentsEqual': 'Iguala los exponentes',
  'log.step.solve': 'Despeja x',
  'log.step.condenseLeft': 'Agrupa el primer miembro y quita los logaritmos',
  'log.step.rejected': '{root} no es válida (el logaritmo de un número negativo no está definido)',
  'log.step.rootPower': 'La raíz es la potencia de exponente {power}',
  'log.step.changeOfBase': 'Cambio de base',
  'log.step.naturalLogs': 'Logaritmos neperianos',
  'skill.ask.discriminant': 'Calcula el discriminante {formula} de la ecuación {equation}.',
  'skill.ask.formulaRational':
    'Resuelve la ecuación: {equation}. Usa la fórmula cuadrática. Da las dos soluciones, de menor a mayor, separadas por punto y coma. Escribe las fracciones como p/q.',
  'skill.ask.formulaRounded':
    'Resuelve la ecuación: {equation}. Da las dos soluciones, de menor a mayor, separadas por punto y coma. Redondea a {decimals} decimales.',
  'skill.nudge.fractionCoefficient':
    'x está multiplicada por una fracción: ¿qué operación lo deshace?',
  'skill.nudge.brackets':
    'El número de delante multiplica a todo lo que hay dentro del paréntesis.',
  'skill.nudge.bothSides': 'Hay x en los dos miembros: primero agrúpalas en uno de ellos.',
  'skill.nudge.gather': 'Agrupa los términos en x en un miembro y los números en el otro.',
  'skill.nudge.twoBrackets':
    '¿Se puede escribir el primer miembro como producto de dos paréntesis?',
  'skill.nudge.coefficients':
    'Identifica a, b y c: los números que acompañan a x² y a x, y el término independiente.',
  'skill.nudge.formula': 'La fórmula cuadrática necesita a, b y c, y antes el discriminante.',
  'skill.nudge.noFactoring':
    'Esta no se factoriza fácilmente: ¿hay una fórmula que sirva para cualquier ecuación de segundo grado?',
  'skill.hint.reciprocal':
    'Multiplica los dos miembros por {reciprocal}, el inverso de {fraction}.',
  'skill.hint.multiplyOut':
    'Quita los paréntesis: {expansion}; luego resuelve la ecuación en dos pasos.',
  'skill.hint.subtractTerm': 'Resta {term} a los dos miembros y luego resuelve lo que queda.',
  'skill.hint.subtractSubtract':
    'Resta {term} a los dos miembros, resta {b} a los dos miembros y luego divide entre {k}.',
  'skill.hint.subtractAdd':
    'Resta {term} a los dos miembros, suma {b} a los dos miembros y luego divide entre {k}.',
  'skill.hint.addSubtract':
    'Suma {term} a los dos miembros, resta {b} a los dos miembros y luego divide entre {k}.',
  'skill.hint.addAdd':
    'Suma {term} a los dos miembros, suma {b} a los dos miembros y luego divide entre {k}.',
  'skill.hint.discriminant': 'Aquí a = {a}, b = {b} y c = {c}; calcula {formula}.',
  'skill.hint.formula': '{formula}.',
  'skill.hint.formulaRound': '{formula}; redondea solo al final.',
  'skill.step.discriminant': 'El discriminante',
  'skill.step.putIn': 'Sustituye a = {a}, b = {b}, c = {c}',
  'skill.step.squareRoot': 'Su raíz cuadrada',
  'skill.step.formula': 'La fórmula cuadrática',
  'skill.step.round': 'Redondea a {decimals} decimales',
};
