/**
 * The words under a graph in German: every sentence of the English table (src/plot/said.ts)
 * under the same id and with the same {names}, in the words of ./GLOSSARY.md («Parabel»,
 * «Symmetrieachse», «schiefe Asymptote»).
 */
import type { GraphWords } from '../../plot/said';

/** What a graph draws, said in German. */
export const germanGraph: GraphWords = {
  and: 'und',
  curves: 'Kurven',
  lines: 'Geraden',
  'vertical-line': 'Senkrechte Gerade {line}.',
  'parabola-up': 'Nach oben geöffnete Parabel {curve}',
  'parabola-down': 'Nach unten geöffnete Parabel {curve}',
  vertex: 'Scheitelpunkt {point}',
  axis: 'Symmetrieachse x = {at}',
  'vertex-hole': 'mit einer Lücke an ihrem Scheitelpunkt {point}',
  'straight-line': 'Gerade {curve}',
  'horizontal-line': 'Waagerechte Gerade {curve}',
  curve: 'Kurve {curve}',
  turning: 'mit Extrempunkten bei {points}',
  crossing: 'schneidet {axes}',
  'x-axis-at': 'die x-Achse bei {values}',
  'y-axis-at': 'die y-Achse bei {value}',
  'along-x-axis': 'liegt auf der x-Achse',
  'never-crossing': 'schneidet die x-Achse nie',
  'it-has': 'Sie hat {parts}.',
  'vertical-asymptote': 'die senkrechte Asymptote {lines}',
  'vertical-asymptotes': 'die senkrechten Asymptoten {lines}',
  'horizontal-asymptote': 'die waagerechte Asymptote {line}',
  'slant-asymptote': 'die schiefe Asymptote {line}',
  'a-hole': 'eine Lücke bei {points}',
  holes: 'Lücken bei {points}',
  'in-degrees': '{x} ist in Grad.',
  meet: 'Die {kind} {a} und {b} schneiden sich bei {points}.',
  'meet-equation-one':
    'Die {kind} {a} und {b} schneiden sich bei {points}: die Lösung der Gleichung.',
  'meet-equation-many':
    'Die {kind} {a} und {b} schneiden sich bei {points}: die Lösungen der Gleichung.',
  'meet-system-one':
    'Die {kind} {a} und {b} schneiden sich bei {points}, der Lösung des Gleichungssystems.',
  'meet-system-many':
    'Die {kind} {a} und {b} schneiden sich bei {points}, den Lösungen des Gleichungssystems.',
  apart: 'Die {kind} {a} und {b} schneiden sich in diesem Ausschnitt nicht.',
  'apart-no-solution':
    'Die {kind} {a} und {b} schneiden sich in diesem Ausschnitt nicht: Die Gleichung hat keine reelle Lösung.',
  'never-meet':
    'Die {kind} {a} und {b} schneiden sich nie, also hat das Gleichungssystem keine Lösung.',
  halves: 'Die Kurve {curve}, gezeichnet als ihre obere Hälfte {a} und ihre untere Hälfte {b}.',
  same: 'Die {kind} {a} und {b} sind gleich',
  'same-except': 'Die {kind} {a} und {b} sind gleich, außer {holes}',
  'hole-in': 'bei {x} = {at}, wo {curve} nicht definiert ist (eine Lücke darin)',
  'same-on': 'Die {kind} {a} und {b} sind gleich {stretches}',
  'same-on-window': 'Die {kind} {a} und {b} sind gleich {stretches} in diesem Ausschnitt',
  for: 'für {where}',
  every: 'jedes {x}',
  'and-meet': ' und schneiden sich bei {points}',
  'so-every-number': ', also ist jede Zahl eine Lösung',
  'so-infinitely-many': ', also hat das Gleichungssystem unendlich viele Lösungen',
  'nothing-shaded':
    'Keine Zahl erfüllt die Ungleichung, also ist auf dem Zahlenstrahl nichts markiert.',
  shaded: 'Die Lösungsmenge {answer}, geschrieben {interval}, auf dem Zahlenstrahl markiert.',
  'shaded-with':
    'Die Lösungsmenge {answer}, geschrieben {interval}, auf dem Zahlenstrahl markiert, mit {ends}.',
  'closed-dot': 'einem ausgefüllten Punkt bei {points} (eingeschlossen)',
  'closed-dots': 'ausgefüllten Punkten bei {points} (eingeschlossen)',
  'open-dot': 'einem leeren Punkt bei {points} (ausgeschlossen)',
  'open-dots': 'leeren Punkten bei {points} (ausgeschlossen)',
  slope: 'Die Gerade durch {p} und {q}, {line}, hat die Steigung {slope}.',
  'slope-undefined':
    'Die Gerade durch {p} und {q}, {line}, ist senkrecht: Ihre Steigung ist nicht definiert.',
  distance: 'Der Abstand von {p} zu {q}, entlang der Geraden {line}, ist {distance}.',
  midpoint:
    'In der Mitte zwischen {p} und {q}, auf der Geraden {line}, liegt ihr Mittelpunkt {midpoint}.',
  line: 'Die Gerade durch {p} und {q} ist {line}.',
  region: 'Die markierte Fläche liegt zwischen der Kurve und der x-Achse von {from} bis {to}',
  'region-value':
    'Die markierte Fläche liegt zwischen der Kurve und der x-Achse von {from} bis {to}: Das Integral ist {value}',
  'below-negative': ', wobei der Teil unter der x-Achse negativ zählt',
};
