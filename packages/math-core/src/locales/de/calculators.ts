/**
 * The calculators' notes in German (percentages, money, dates, times, health, grades, primes),
 * under the ids and with the {names} of each calculator's English table, so that a page words a
 * calculator's step in German (`calculatorStepIn`).
 */
import type { CalculatorNotes } from '../../math/steps';

export const germanCalculatorNotes: CalculatorNotes = {
  'percentOf.hundredths': 'Ein Prozentsatz ist eine Anzahl von Hundertsteln',
  'percentOf.multiply': 'Multipliziere den Wert mit diesem Bruch',
  'percentChange.subtract': 'Subtrahiere den Ausgangswert vom neuen Wert',
  'percentChange.divide': 'Dividiere durch den Betrag des Ausgangswerts und multipliziere mit 100',
  'percentageOf.divide': 'Dividiere den Anteil durch das Ganze und multipliziere mit 100',
  'discount.multiply': 'Multipliziere den Preis mit dem Rabatt in Prozent',
  'discount.subtract': 'Subtrahiere die Ersparnis vom Preis',
  'tip.multiply': 'Multipliziere die Rechnung mit dem Trinkgeld in Prozent',
  'tip.add': 'Addiere das Trinkgeld zur Rechnung',
  'tip.split': 'Dividiere die Summe durch die Anzahl der Personen',
  'loan.months': 'Anzahl der Monatsraten: Jahre × 12',
  'loan.zeroRate': 'Monatsrate bei 0 %: der Betrag ÷ die Anzahl der Raten',
  'loan.payment':
    'Monatsrate: Betrag × r ÷ (1 − (1 + r)⁻ⁿ), mit dem Monatszins r = Jahreszins in % ÷ 1200',
  'loan.totalPaid': 'Gesamtzahlung: alle Raten außer der letzten sind gleich',
  'loan.interest': 'Zinsen insgesamt: Gesamtzahlung − Betrag',
  'age.months': 'Volle Monate, als Jahre zu 12 Monaten und die übrigen Monate',
  'age.days': 'Tage zwischen den Daten, als Wochen zu 7 Tagen und die übrigen Tage',
  'age.hours': 'Stunden: 24 an einem Tag',
  'age.minutes': 'Minuten: 1440 an einem Tag',
  'time.first': 'Die erste Zeitspanne in Sekunden',
  'time.second': 'Die zweite Zeitspanne in Sekunden',
  'time.add': 'Addiere die Sekunden',
  'time.subtract': 'Subtrahiere die Sekunden',
  'time.split': 'Zerlege in Tage, Stunden, Minuten und Sekunden',
  'bmi.metres': 'Rechne die Zentimeter in Meter um',
  'bmi.metric': 'Dividiere das Gewicht in Kilogramm durch das Quadrat der Größe in Metern',
  'bmi.imperial':
    'Multipliziere das Gewicht in Pfund mit 703 und dividiere durch das Quadrat der Größe in Zoll',
  'gpa.points': 'Multipliziere die Credits jedes Kurses mit seinen Notenpunkten und addiere sie',
  'gpa.credits': 'Addiere die Credits',
  'gpa.divide': 'Dividiere die Notenpunkte durch die Credits',
  'primes.one': '1 hat keine Primfaktoren',
  'primes.prime': '{value} ist eine Primzahl: keine Zahl von 2 bis √{value} teilt sie',
  'primes.divide': 'Dividiere immer wieder durch die kleinste Primzahl',
  'primes.group': 'Fasse gleiche Primfaktoren zu Potenzen zusammen',
  'gcdLcm.factors': 'Primfaktoren von {value}',
  'gcdLcm.gcd': 'ggT von {values}: jeder gemeinsame Primfaktor mit seiner kleinsten Potenz',
  'gcdLcm.lcm': 'kgV von {values}: jeder vorkommende Primfaktor mit seiner größten Potenz',
};
