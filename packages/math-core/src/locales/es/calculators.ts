/**
 * The calculators' notes in Spanish (percentages, money, dates, times, health, grades, primes),
 * under the ids and with the {names} of each calculator's English table, so that a page words a
 * calculator's step in Spanish (`calculatorStepIn`).
 */
import type { CalculatorNotes } from '../../math/steps';

export const spanishCalculatorNotes: CalculatorNotes = {
  'percentOf.hundredths': 'Un porcentaje es un número de centésimas',
  'percentOf.multiply': 'Multiplica el valor por esa fracción',
  'percentChange.subtract': 'Resta el valor inicial del valor nuevo',
  'percentChange.divide': 'Divide entre el valor absoluto del valor inicial y multiplica por 100',
  'percentageOf.divide': 'Divide la parte entre el total y multiplica por 100',
  'discount.multiply': 'Multiplica el precio por el porcentaje de descuento',
  'discount.subtract': 'Resta el ahorro del precio',
  'tip.multiply': 'Multiplica la cuenta por el porcentaje de propina',
  'tip.add': 'Suma la propina a la cuenta',
  'tip.split': 'Divide el total entre el número de personas',
  'loan.months': 'Número de pagos mensuales: años × 12',
  'loan.zeroRate': 'Pago mensual al 0 %: el importe ÷ el número de pagos',
  'loan.payment':
    'Pago mensual: importe × r ÷ (1 − (1 + r)⁻ⁿ), con la tasa mensual r = porcentaje anual ÷ 1200',
  'loan.totalPaid': 'Total pagado: todos los pagos salvo el último son iguales',
  'loan.interest': 'Intereses totales: total pagado − importe',
  'age.months': 'Meses cumplidos, en años de 12 meses y los meses que sobran',
  'age.days': 'Días entre las fechas, en semanas de 7 días y los días que sobran',
  'age.hours': 'Horas: 24 en un día',
  'age.minutes': 'Minutos: 1440 en un día',
  'time.first': 'El primer período en segundos',
  'time.second': 'El segundo período en segundos',
  'time.add': 'Suma los segundos',
  'time.subtract': 'Resta los segundos',
  'time.split': 'Separa en días, horas, minutos y segundos',
  'bmi.metres': 'Convierte los centímetros en metros',
  'bmi.metric': 'Divide el peso en kilogramos entre el cuadrado de la altura en metros',
  'bmi.imperial':
    'Multiplica el peso en libras por 703 y divide entre el cuadrado de la altura en pulgadas',
  'gpa.points': 'Multiplica los créditos de cada asignatura por sus puntos de nota y súmalos',
  'gpa.credits': 'Suma los créditos',
  'gpa.divide': 'Divide los puntos de nota entre los créditos',
  'primes.one': '1 no tiene factores primos',
  'primes.prime': '{value} es primo: ningún número de 2 a √{value} lo divide',
  'primes.divide': 'Divide una y otra vez entre el menor primo',
  'primes.group': 'Agrupa los primos iguales en potencias',
  'gcdLcm.factors': 'Factores primos de {value}',
  'gcdLcm.gcd': 'MCD de {values}: cada primo común, con su menor exponente',
  'gcdLcm.lcm': 'MCM de {values}: cada primo que aparece, con su mayor exponente',
};
