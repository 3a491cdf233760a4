/**
 * The words under a graph in French: every sentence of the English table (src/plot/said.ts)
 * under the same id and with the same {names}, in the words of ./GLOSSARY.md («parabole»,
 * «axe de symétrie», «asymptote oblique»), with a no-break space before a colon.
 */
import type { GraphWords } from '../../plot/said';

/** What a graph draws, said in French. */
export const frenchGraph: GraphWords = {
  and: 'et',
  curves: 'courbes',
  lines: 'droites',
  'vertical-line': 'Droite verticale {line}.',
  'parabola-up': 'Parabole {curve} tournée vers le haut',
  'parabola-down': 'Parabole {curve} tournée vers le bas',
  vertex: 'sommet {point}',
  axis: 'axe de symétrie x = {at}',
  'vertex-hole': 'avec un trou à son sommet {point}',
  'straight-line': 'Droite {curve}',
  'horizontal-line': 'Droite horizontale {curve}',
  curve: 'Courbe {curve}',
  turning: 'qui change de sens en {points}',
  crossing: 'qui coupe {axes}',
  'x-axis-at': 'l’axe des abscisses en {values}',
  'y-axis-at': 'l’axe des ordonnées en {value}',
  'along-x-axis': 'confondue avec l’axe des abscisses',
  'never-crossing': 'qui ne coupe jamais l’axe des abscisses',
  'it-has': 'Elle a {parts}.',
  'vertical-asymptote': 'une asymptote verticale {lines}',
  'vertical-asymptotes': 'des asymptotes verticales {lines}',
  'horizontal-asymptote': 'une asymptote horizontale {line}',
  'slant-asymptote': 'une asymptote oblique {line}',
  'a-hole': 'un trou en {points}',
  holes: 'des trous en {points}',
  'in-degrees': '{x} est en degrés.',
  meet: 'Les {kind} {a} et {b} se coupent en {points}.',
  'meet-equation-one':
    'Les {kind} {a} et {b} se coupent en {points}\u00a0: la solution de l’équation.',
  'meet-equation-many':
    'Les {kind} {a} et {b} se coupent en {points}\u00a0: les solutions de l’équation.',
  'meet-system-one': 'Les {kind} {a} et {b} se coupent en {points}, la solution du système.',
  'meet-system-many': 'Les {kind} {a} et {b} se coupent en {points}, les solutions du système.',
  apart: 'Les {kind} {a} et {b} ne se coupent pas dans cette fenêtre.',
  'apart-no-solution':
    'Les {kind} {a} et {b} ne se coupent pas dans cette fenêtre\u00a0: l’équation n’a pas de solution réelle.',
  'never-meet': 'Les {kind} {a} et {b} ne se coupent jamais, donc le système n’a pas de solution.',
  halves: 'La courbe {curve}, tracée en sa moitié supérieure {a} et sa moitié inférieure {b}.',
  same: 'Les {kind} {a} et {b} sont confondues',
  'same-except': 'Les {kind} {a} et {b} sont confondues, sauf {holes}',
  'hole-in': 'en {x} = {at}, où {curve} n’est pas définie (un trou)',
  'same-on': 'Les {kind} {a} et {b} sont confondues {stretches}',
  'same-on-window': 'Les {kind} {a} et {b} sont confondues {stretches} dans cette fenêtre',
  for: 'pour {where}',
  every: 'tout {x}',
  'and-meet': ', et se coupent en {points}',
  'so-every-number': ', donc tout nombre est solution',
  'so-infinitely-many': ', donc le système a une infinité de solutions',
  'nothing-shaded':
    'Aucun nombre ne vérifie l’inéquation, donc rien n’est colorié sur la droite graduée.',
  shaded: 'L’ensemble des solutions {answer}, noté {interval}, colorié sur la droite graduée.',
  'shaded-with':
    'L’ensemble des solutions {answer}, noté {interval}, colorié sur la droite graduée, avec {ends}.',
  'closed-dot': 'un point plein en {points} (inclus)',
  'closed-dots': 'des points pleins en {points} (inclus)',
  'open-dot': 'un point vide en {points} (exclu)',
  'open-dots': 'des points vides en {points} (exclus)',
  slope: 'La droite passant par {p} et {q}, {line}, a pour coefficient directeur {slope}.',
  'slope-undefined':
    'La droite passant par {p} et {q}, {line}, est verticale\u00a0: son coefficient directeur n’est pas défini.',
  distance: 'La distance de {p} à {q}, le long de la droite {line}, est {distance}.',
  midpoint: 'À mi-chemin entre {p} et {q}, sur la droite {line}, se trouve leur milieu {midpoint}.',
  line: 'La droite passant par {p} et {q} est {line}.',
  region: 'La région coloriée est entre la courbe et l’axe des abscisses de {from} à {to}',
  'region-value':
    'La région coloriée est entre la courbe et l’axe des abscisses de {from} à {to}\u00a0: l’intégrale vaut {value}',
  'below-negative': ', la partie sous l’axe des abscisses comptant négativement',
};
