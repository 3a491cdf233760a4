/**
 * The words under a graph in Spanish: every sentence of the English table (src/plot/said.ts)
 * under the same id and with the same {names}, in the words of ./GLOSSARY.md («parábola»,
 * «eje de simetría», «asíntota oblicua»).
 */
import type { GraphWords } from '../../plot/said';

/** What a graph draws, said in Spanish. */
export const spanishGraph: GraphWords = {
  and: 'y',
  curves: 'curvas',
  lines: 'rectas',
  'vertical-line': 'Recta vertical {line}.',
  'parabola-up': 'Parábola {curve} abierta hacia arriba',
  'parabola-down': 'Parábola {curve} abierta hacia abajo',
  vertex: 'vértice {point}',
  axis: 'eje de simetría x = {at}',
  'vertex-hole': 'con un hueco en su vértice {point}',
  'straight-line': 'Recta {curve}',
  'horizontal-line': 'Recta horizontal {curve}',
  curve: 'Curva {curve}',
  turning: 'que cambia de dirección en {points}',
  crossing: 'que corta {axes}',
  'x-axis-at': 'el eje x en {values}',
  'y-axis-at': 'el eje y en {value}',
  'along-x-axis': 'que está sobre el eje x',
  'never-crossing': 'que nunca corta el eje x',
  'it-has': 'Tiene {parts}.',
  'vertical-asymptote': 'asíntota vertical {lines}',
  'vertical-asymptotes': 'asíntotas verticales {lines}',
  'horizontal-asymptote': 'asíntota horizontal {line}',
  'slant-asymptote': 'asíntota oblicua {line}',
  'a-hole': 'un hueco en {points}',
  holes: 'huecos en {points}',
  'in-degrees': '{x} está en grados.',
  meet: 'Las {kind} {a} y {b} se cortan en {points}.',
  'meet-equation-one': 'Las {kind} {a} y {b} se cortan en {points}: la solución de la ecuación.',
  'meet-equation-many':
    'Las {kind} {a} y {b} se cortan en {points}: las soluciones de la ecuación.',
  'meet-system-one': 'Las {kind} {a} y {b} se cortan en {points}, la solución del sistema.',
  'meet-system-many': 'Las {kind} {a} y {b} se cortan en {points}, las soluciones del sistema.',
  apart: 'Las {kind} {a} y {b} no se cortan en esta ventana.',
  'apart-no-solution':
    'Las {kind} {a} y {b} no se cortan en esta ventana: la ecuación no tiene solución real.',
  'never-meet': 'Las {kind} {a} y {b} nunca se cortan, así que el sistema no tiene solución.',
  halves: 'La curva {curve}, dibujada como su mitad superior {a} y su mitad inferior {b}.',
  same: 'Las {kind} {a} y {b} son iguales',
  'same-except': 'Las {kind} {a} y {b} son iguales, salvo {holes}',
  'hole-in': 'en {x} = {at}, donde {curve} no está definida (un hueco en ella)',
  'same-on': 'Las {kind} {a} y {b} son iguales {stretches}',
  'same-on-window': 'Las {kind} {a} y {b} son iguales {stretches} en esta ventana',
  for: 'para {where}',
  every: 'todo {x}',
  'and-meet': ', y se cortan en {points}',
  'so-every-number': ', así que todo número es solución',
  'so-infinitely-many': ', así que el sistema tiene infinitas soluciones',
  'nothing-shaded':
    'Ningún número cumple la inecuación, así que no se sombrea nada en la recta numérica.',
  shaded: 'El conjunto solución {answer}, escrito {interval}, sombreado en la recta numérica.',
  'shaded-with':
    'El conjunto solución {answer}, escrito {interval}, sombreado en la recta numérica, con {ends}.',
  'closed-dot': 'un punto cerrado en {points} (incluido)',
  'closed-dots': 'puntos cerrados en {points} (incluidos)',
  'open-dot': 'un punto abierto en {points} (no incluido)',
  'open-dots': 'puntos abiertos en {points} (no incluidos)',
  slope: 'La recta que pasa por {p} y {q}, {line}, tiene pendiente {slope}.',
  'slope-undefined':
    'La recta que pasa por {p} y {q}, {line}, es vertical: su pendiente no está definida.',
  distance: 'La distancia de {p} a {q}, a lo largo de la recta {line}, es {distance}.',
  midpoint: 'A medio camino entre {p} y {q}, en la recta {line}, está su punto medio {midpoint}.',
  line: 'La recta que pasa por {p} y {q} es {line}.',
  region: 'La región sombreada está entre la curva y el eje x desde {from} hasta {to}',
  'region-value':
    'La región sombreada está entre la curva y el eje x desde {from} hasta {to}: la integral vale {value}',
  'below-negative': ', y la parte bajo el eje x cuenta como negativa',
};
