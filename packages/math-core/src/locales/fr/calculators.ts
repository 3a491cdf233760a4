/**
 * The calculators' notes in French (percentages, money, dates, times, health, grades, primes),
 * under the ids and with the {names} of each calculator's English table, so that a page words a
 * calculator's step in French (`calculatorStepIn`).
 */
import type { CalculatorNotes } from '../../math/steps';

export const frenchCalculatorNotes: CalculatorNotes = {
  'percentOf.hundredths': 'Un pourcentage est un nombre de centièmes',
  'percentOf.multiply': 'Multiplie la valeur par cette fraction',
  'percentChange.subtract': 'Soustrais la valeur de départ de la nouvelle valeur',
  'percentChange.divide':
    'Divise par la valeur absolue de la valeur de départ, puis multiplie par 100',
  'percentageOf.divide': 'Divise la partie par le total, puis multiplie par 100',
  'discount.multiply': 'Multiplie le prix par le pourcentage de remise',
  'discount.subtract': 'Soustrais l’économie du prix',
  'tip.multiply': 'Multiplie l’addition par le pourcentage de pourboire',
  'tip.add': 'Ajoute le pourboire à l’addition',
  'tip.split': 'Divise le total par le nombre de personnes',
  'loan.months': 'Nombre de mensualités : années × 12',
  'loan.zeroRate': 'Mensualité à 0 % : le montant ÷ le nombre de mensualités',
  'loan.payment':
    'Mensualité : montant × r ÷ (1 − (1 + r)⁻ⁿ), avec le taux mensuel r = taux annuel en % ÷ 1200',
  'loan.totalPaid': 'Total payé : toutes les mensualités sauf la dernière sont égales',
  'loan.interest': 'Intérêts totaux : total payé − montant',
  'age.months': 'Mois révolus, en années de 12 mois et les mois qui restent',
  'age.days': 'Jours entre les dates, en semaines de 7 jours et les jours qui restent',
  'age.hours': 'Heures : 24 par jour',
  'age.minutes': 'Minutes : 1440 par jour',
  'time.first': 'La première durée en secondes',
  'time.second': 'La seconde durée en secondes',
  'time.add': 'Additionne les secondes',
  'time.subtract': 'Soustrais les secondes',
  'time.split': 'Décompose en jours, heures, minutes et secondes',
  'bmi.metres': 'Convertis les centimètres en mètres',
  'bmi.metric': 'Divise le poids en kilogrammes par le carré de la taille en mètres',
  'bmi.imperial':
    'Multiplie le poids en livres par 703, puis divise par le carré de la taille en pouces',
  'gpa.points': 'Multiplie les crédits de chaque cours par ses points de note et additionne-les',
  'gpa.credits': 'Additionne les crédits',
  'gpa.divide': 'Divise les points de note par les crédits',
  'primes.one': '1 n’a pas de facteur premier',
  'primes.prime': '{value} est premier : aucun nombre de 2 à √{value} ne le divise',
  'primes.divide': 'Divise par le plus petit nombre premier, encore et encore',
  'primes.group': 'Regroupe les facteurs premiers égaux en puissances',
  'gcdLcm.factors': 'Facteurs premiers de {value}',
  'gcdLcm.gcd': 'PGCD de {values} : chaque facteur premier commun, à sa plus petite puissance',
  'gcdLcm.lcm': 'PPCM de {values} : chaque facteur premier présent, à sa plus grande puissance',
};
