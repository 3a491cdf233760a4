/**
 * The calculators' notes in Portuguese (percentages, money, dates, times, health, grades,
 * primes), under the ids and with the {names} of each calculator's English table, so that a page
 * words a calculator's step in Portuguese (`calculatorStepIn`).
 */
import type { CalculatorNotes } from '../../math/steps';

export const portugueseCalculatorNotes: CalculatorNotes = {
  'percentOf.hundredths': 'Uma porcentagem é um número de centésimos',
  'percentOf.multiply': 'Multiplique o valor por essa fração',
  'percentChange.subtract': 'Subtraia o valor inicial do valor novo',
  'percentChange.divide': 'Divida pelo valor absoluto do valor inicial e multiplique por 100',
  'percentageOf.divide': 'Divida a parte pelo total e multiplique por 100',
  'discount.multiply': 'Multiplique o preço pela porcentagem de desconto',
  'discount.subtract': 'Subtraia a economia do preço',
  'tip.multiply': 'Multiplique a conta pela porcentagem da gorjeta',
  'tip.add': 'Some a gorjeta à conta',
  'tip.split': 'Divida o total pelo número de pessoas',
  'loan.months': 'Número de prestações mensais: anos × 12',
  'loan.zeroRate': 'Prestação mensal a 0 %: o valor ÷ o número de prestações',
  'loan.payment':
    'Prestação mensal: valor × r ÷ (1 − (1 + r)⁻ⁿ), com a taxa mensal r = taxa anual em % ÷ 1200',
  'loan.totalPaid': 'Total pago: todas as prestações menos a última são iguais',
  'loan.interest': 'Juros totais: total pago − valor',
  'age.months': 'Meses completos, em anos de 12 meses e os meses que sobram',
  'age.days': 'Dias entre as datas, em semanas de 7 dias e os dias que sobram',
  'age.hours': 'Horas: 24 num dia',
  'age.minutes': 'Minutos: 1440 num dia',
  'time.first': 'O primeiro período em segundos',
  'time.second': 'O segundo período em segundos',
  'time.add': 'Some os segundos',
  'time.subtract': 'Subtraia os segundos',
  'time.split': 'Separe em dias, horas, minutos e segundos',
  'bmi.metres': 'Converta os centímetros em metros',
  'bmi.metric': 'Divida o peso em quilogramas pelo quadrado da altura em metros',
  'bmi.imperial':
    'Multiplique o peso em libras por 703 e divida pelo quadrado da altura em polegadas',
  'gpa.points': 'Multiplique os créditos de cada disciplina pelos seus pontos de nota e some-os',
  'gpa.credits': 'Some os créditos',
  'gpa.divide': 'Divida os pontos de nota pelos créditos',
  'primes.one': '1 não tem fatores primos',
  'primes.prime': '{value} é primo: nenhum número de 2 a √{value} o divide',
  'primes.divide': 'Divida pelo menor primo repetidamente',
  'primes.group': 'Agrupe os primos iguais em potências',
  'gcdLcm.factors': 'Fatores primos de {value}',
  'gcdLcm.gcd': 'MDC de {values}: cada primo comum, com o menor expoente',
  'gcdLcm.lcm': 'MMC de {values}: cada primo que aparece, com o maior expoente',
};
