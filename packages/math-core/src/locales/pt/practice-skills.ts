/**
 * The names, descriptions and first hints of the free skills in Brazilian Portuguese ("você"),
 * under the same ids as the English table (src/practice/words/en-skills.ts); spread into
 * ./practice.ts. A description's maths is plain text, with the decimal comma.
 */
import type { SkillWords } from '../../practice/words/en-skills';

export const portugueseSkillPracticeWords: SkillWords = {
  'skills.one-step-equations.title': 'Equações de um passo',
  'skills.one-step-equations.description':
    'Resolva x + a = c, ax = c e x/a = c com uma única operação inversa.',
  'skills.one-step-equations.nudge':
    'Que operação é feita com x? Faça a operação contrária em ambos os membros.',
  'skills.two-step-equations.title': 'Equações de dois passos',
  'skills.two-step-equations.description':
    'Resolva ax + b = c: passe a constante para o outro membro e depois divida.',
  'skills.two-step-equations.nudge': 'Duas operações são feitas com x: desfaça primeiro a última.',
  'skills.distributive-law.title': 'A propriedade distributiva',
  'skills.distributive-law.description':
    'Equações com parênteses: aplique a distributiva e depois resolva.',
  'skills.distributive-law.nudge':
    'O número na frente dos parênteses multiplica tudo o que está dentro.',
  'skills.variables-both-sides.title': 'Incógnita nos dois membros',
  'skills.variables-both-sides.description':
    'Junte os termos em x em um membro e os números no outro.',
  'skills.variables-both-sides.nudge': 'Há x nos dois membros: primeiro junte-os em um só membro.',
  'skills.quadratics-factoring.title': 'Equações do segundo grau por fatoração',
  'skills.quadratics-factoring.description':
    'Resolva x² + bx + c = 0 e ax² + bx + c = 0 escrevendo-as como produto de dois parênteses.',
  'skills.quadratics-factoring.nudge':
    'O primeiro membro pode ser escrito como o produto de dois parênteses?',
  'skills.quadratic-formula.title': 'A fórmula de Bhaskara',
  'skills.quadratic-formula.description':
    'O discriminante e as raízes de qualquer equação do segundo grau por x = (−b ± √(b² − 4ac))/(2a).',
  'skills.quadratic-formula.nudge': 'Identifique primeiro a, b e c.',
  'skills.evaluate-logarithms.title': 'Cálculo de logaritmos',
  'skills.evaluate-logarithms.description':
    'log_b(x) é o expoente ao qual se eleva b para obter x: potências, raízes e logaritmos de logaritmos.',
  'skills.evaluate-logarithms.nudge':
    'Um logaritmo responde: a que expoente é preciso elevar a base?',
  'skills.change-of-base.title': 'Mudança de base',
  'skills.change-of-base.description':
    'Logaritmos entre bases que são potências de um mesmo número, e com calculadora.',
  'skills.change-of-base.nudge':
    'Os dois números podem ser escritos como potências de um mesmo número?',
  'skills.log-rules.title': 'Regras do produto, do quociente e da potência',
  'skills.log-rules.description': 'Desenvolva e agrupe logaritmos com as três regras.',
  'skills.log-rules.nudge':
    'Que regra transforma esta soma, diferença ou potência em algo mais simples?',
  'skills.log-equations.title': 'Equações logarítmicas',
  'skills.log-equations.description':
    'Escreva log_b(y) = k como y = b^k e descarte as soluções fora do domínio.',
  'skills.log-equations.nudge': 'Uma equação logarítmica é uma equação exponencial disfarçada.',
  'skills.exponential-equations.title': 'Equações exponenciais',
  'skills.exponential-equations.description':
    'Escreva os dois membros como potências de uma mesma base e iguale os expoentes.',
  'skills.exponential-equations.nudge':
    'Os dois membros podem ser escritos como potências de uma mesma base?',
  'skills.area-perimeter.title': 'Área e perímetro',
  'skills.area-perimeter.description': 'Retângulos, paralelogramos, triângulos e trapézios.',
  'skills.area-perimeter.nudge': 'Que fórmula serve para esta figura?',
  'skills.triangles.title': 'Triângulos',
  'skills.triangles.description':
    'A soma dos ângulos, triângulos semelhantes e como suas áreas variam.',
  'skills.triangles.nudge':
    'O que você sabe sobre todo triângulo, ou sobre triângulos semelhantes?',
  'skills.pythagoras.title': 'O teorema de Pitágoras',
  'skills.pythagoras.description': 'A hipotenusa e o cateto que falta de um triângulo retângulo.',
  'skills.pythagoras.nudge': 'Em um triângulo retângulo, os três lados satisfazem a² + b² = c².',
  'skills.circles.title': 'Círculos',
  'skills.circles.description':
    'Área e comprimento da circunferência, com π ≈ 3,14 e com o próprio π.',
  'skills.circles.nudge': 'Raio ou diâmetro? As fórmulas usam o raio.',
  'skills.angles.title': 'Ângulos',
  'skills.angles.description':
    'Ângulos complementares e suplementares, soma dos ângulos de um polígono, polígonos regulares.',
  'skills.angles.nudge':
    'Os ângulos sobre uma reta, em um triângulo ou em um polígono somam um total conhecido.',
  'skills.volume.title': 'Volume',
  'skills.volume.description': 'Paralelepípedos, prismas, cilindros, cones e esferas.',
  'skills.volume.nudge': 'O volume é a área da base vezes uma altura (um terço disso no cone).',
};
