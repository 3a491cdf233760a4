/**
 * The words of the checker of a student's working in Portuguese: every sentence of the English
 * table (src/tutor/checkWorking/words.ts) under the same id and with the same {names}, in the
 * words of ./GLOSSARY.md ("ambos os membros", "numerador", "regra da cadeia").
 */
import type { TutorWords } from '../../tutor/checkWorking/words';

/** Why a line of working follows or does not, in Portuguese. */
export const portugueseTutor: TutorWords = {
  and: 'e',
  'line-empty': 'Esta linha está vazia',
  'line-without-maths': 'Esta linha não tem contas para verificar',
  'integral-form': 'Escreva cada integral como ∫ … dx',
  'close-derivative': 'Feche o parêntese depois de d/dx',
  'derivative-brackets': 'Escreva entre parênteses aquilo em que d/dx atua: d/dx(x²)',
  'could-not-read': 'Não foi possível ler esta linha: {reason}',
  'write-equation': 'Escreva cada linha como uma equação',
  'write-inequality': 'Escreva cada linha como uma inequação',
  'write-equations': 'Escreva cada linha como uma ou mais equações',
  'write-expression': 'Escreva cada linha como uma expressão',
  'write-expression-in-x': 'Escreva cada linha como uma expressão em x',
  'not-checked': 'Esta linha pôde ser lida, mas não verificada',
  'calculus-in-line': 'Esta linha tem uma integral ou uma derivada, e o problema não',
  'other-letters': 'Esta linha tem {letters}, e o problema não',
  'no-working': 'Escreva a sua resolução, um passo por linha',
  'too-many-lines': 'Escreva no máximo {count} linhas',
  'line-too-long': 'Escreva no máximo {count} caracteres por linha',
  'may-bring-in':
    'Este passo pode introduzir números que não resolvem a linha anterior (como elevar ambos os membros ao quadrado): verifique cada resposta no problema',
  'rejected-one': '{values} é descartada: não serve para o problema',
  'rejected-many': '{values} são descartadas: não servem para o problema',
  'side-calculation': 'Uma conta à parte, e está certa',
  'cannot-be': 'Uma nota do que {x} não pode valer: {values}',
  'not-simplified': 'Certo, mas não terminado: {value} pode ser simplificado',
  'not-equal': 'Isto não é igual à linha anterior: esta linha não é igual à linha anterior',
  'not-equal-at':
    'Isto não é igual à linha anterior: em {where}, a linha anterior vale {before} e esta linha vale {now}',
  'not-equal-in-value':
    'Isto não é igual à linha anterior: a linha anterior vale {before} e esta linha vale {now}',
  'not-derivative': 'Esta não é a derivada de {f}: esta linha não é igual à linha anterior',
  'not-derivative-at':
    'Esta não é a derivada de {f}: em {where}, a derivada vale {before} e esta linha vale {now}',
  'not-derivative-in-value':
    'Esta não é a derivada de {f}: a derivada vale {before} e esta linha vale {now}',
  'not-antiderivative':
    'Derivando esta linha não se obtém {integrand}: a derivada desta linha não é igual à linha anterior',
  'not-antiderivative-at':
    'Derivando esta linha não se obtém {integrand}: em {where}, o integrando vale {before} e a derivada desta linha vale {now}',
  'not-antiderivative-in-value':
    'Derivando esta linha não se obtém {integrand}: o integrando vale {before} e a derivada desta linha vale {now}',
  'does-not-follow': 'Esta linha não decorre da linha anterior',
  'solves-before-only': '{value} resolve a linha anterior, mas não esta',
  'solves-this-only': '{value} resolve esta linha, mas não a linha anterior',
  'system-does-not-follow': '{equation} não decorre das equações anteriores',
  'calculation-wrong': 'Esta conta não está certa',
  'calculation-is': 'Esta conta não está certa: {left} é {value}',
  'not-every-solution': 'Este não é o conjunto completo de soluções',
  'factors-multiply-out':
    '{factors} multiplicado dá {product}: confira os sinais e os números nos parênteses',
  'moved-added':
    '{term} foi somado ao outro membro em vez de subtraído: para passar +{term} para o outro lado, subtraia {term} de ambos os membros',
  'moved-subtracted':
    '{term} foi subtraído do outro membro em vez de somado: para passar −{term} para o outro lado, some {term} a ambos os membros',
  'undo-divided':
    '{inner} está dividido por {k}: desfaça isso multiplicando ambos os membros por {k}',
  'undo-multiplied':
    '{inner} está multiplicado por {k}: desfaça isso dividindo ambos os membros por {k}',
  'added-left-only': '{k} foi somado só no primeiro membro: some {k} a ambos os membros',
  'added-right-only': '{k} foi somado só no segundo membro: some {k} a ambos os membros',
  'subtracted-left-only':
    '{k} foi subtraído só no primeiro membro: subtraia {k} de ambos os membros',
  'subtracted-right-only':
    '{k} foi subtraído só no segundo membro: subtraia {k} de ambos os membros',
  'divided-left-only': 'Só o primeiro membro foi dividido por {k}: divida ambos os membros por {k}',
  'divided-right-only': 'Só o segundo membro foi dividido por {k}: divida ambos os membros por {k}',
  'multiplied-left-only':
    'Só o primeiro membro foi multiplicado por {k}: multiplique ambos os membros por {k}',
  'multiplied-right-only':
    'Só o segundo membro foi multiplicado por {k}: multiplique ambos os membros por {k}',
  'divide-every-term': 'Divida cada termo por {k}, não só {term}',
  'divide-every-term-worked': 'Divida cada termo por {k}, não só {term}: {product} é {value}',
  'multiply-every-term': 'Multiplique cada termo por {k}, não só {term}',
  'multiply-every-term-worked':
    'Multiplique cada termo por {k}, não só {term}: {product} é {value}',
  'divide-every-term-of-top':
    'Divida cada termo do numerador por {k}, não só {term}: {part} é {value}',
  'common-denominator-left':
    'Multiplique ambos os membros por {m}, o denominador comum: o primeiro membro {side} passa a ser {value}',
  'common-denominator-right':
    'Multiplique ambos os membros por {m}, o denominador comum: o segundo membro {side} passa a ser {value}',
  'common-denominator-every-term':
    'Multiplique cada termo por {m}, o denominador comum, e não só por {den}: {term} × {m} é {value}',
  'inequality-not-reversed':
    'Multiplicar ou dividir ambos os membros por um número negativo inverte o sinal da desigualdade',
  'negative-root-between':
    'Uma raiz quadrada pode ser positiva ou negativa: {line} significa −{root} {inside} {base} {inside} {root}',
  'negative-root-either':
    'Uma raiz quadrada pode ser positiva ou negativa: {line} significa {base} {flipped} −{root} ou {base} {relation} {root}',
  'negative-root-missing': 'Uma raiz quadrada pode ser positiva ou negativa: falta {other}',
  'negative-root-missing-gives':
    'Uma raiz quadrada pode ser positiva ou negativa: falta {other}, que dá {values}',
  'root-lost':
    '{values} foi perdida: dividir ambos os membros por algo que pode valer 0 perde as soluções em que vale 0',
  'roots-lost':
    '{values} foram perdidas: dividir ambos os membros por algo que pode valer 0 perde as soluções em que vale 0',
  'extraneous-root-kept': '{value} não serve para o problema {problem}: descarte-a',
  'solution-ruled-out-one': '{values} resolve o problema, então {x} pode ter esse valor',
  'solution-ruled-out-many': '{values} resolvem o problema, então {x} pode ter esses valores',
  'solution-kept-one': '{values} serve, sim, para o problema: mantenha-a',
  'solution-kept-many': '{values} servem, sim, para o problema: mantenha-as',
  'bracket-first-term-only':
    '{factor} multiplica cada termo dos parênteses, não só o primeiro: {factor}({bracket}) é {value}',
  'minus-before-bracket':
    'O sinal de menos antes de {product} troca o sinal de cada termo dos parênteses: −{product} é {value}',
  'minus-sign-bracket':
    'O sinal de menos antes de um parêntese troca o sinal de cada termo dentro dele, não só do primeiro',
  'square-of-sum':
    'O quadrado de uma soma não é a soma dos quadrados: (a + b)² = a² + 2ab + b², então {square} = {value}',
  'square-of-side':
    'O quadrado de uma soma não é a soma dos quadrados: (a + b)² = a² + 2ab + b², então ({sum})² = {value}',
  'root-of-sum':
    'A raiz quadrada de uma soma não é a soma das raízes quadradas: {part} não pode ser separada',
  'log-of-sum':
    'O logaritmo de uma soma não é a soma dos logaritmos: log(ab) = log a + log b vale para um produto, e {part} não pode ser separado',
  'cancelled-terms-top':
    'Numa fração só se cancelam fatores, não termos: {term} é um termo do numerador, não um fator',
  'cancelled-terms-both':
    'Numa fração só se cancelam fatores, não termos: {term} é um termo do numerador e do denominador, não um fator',
  'missing-constant':
    'Uma integral indefinida é toda uma família de funções: some a constante de integração, + C',
  'product-rule':
    'A derivada de um produto não é o produto das derivadas: use a regra do produto, (uv)′ = u′v + uv′, com u = {u} e v = {v}',
  'quotient-of-derivatives':
    'A derivada de um quociente não é o quociente das derivadas: use a regra do quociente, (u/v)′ = (u′v − uv′)/v², com u = {u} e v = {v}',
  'quotient-rule-sum':
    'O numerador da regra do quociente é uma diferença, u′v − uv′: use a regra do quociente, (u/v)′ = (u′v − uv′)/v², com u = {u} e v = {v}',
  'quotient-rule-order':
    'O numerador da regra do quociente é u′v − uv′, nessa ordem: use a regra do quociente, (u/v)′ = (u′v − uv′)/v², com u = {u} e v = {v}',
  'chain-rule':
    'Use a regra da cadeia: a derivada da função de fora vezes a derivada da de dentro, {inner}, que é {derivative}',
  'power-not-lowered':
    'O expoente não foi diminuído; pela regra da potência, a derivada de xⁿ é n·xⁿ⁻¹: multiplique pelo expoente e depois tire um dele',
  'power-not-brought-down':
    'O expoente não foi descido como fator; pela regra da potência, a derivada de xⁿ é n·xⁿ⁻¹: multiplique pelo expoente e depois tire um dele',
  'power-rule-integral':
    'Integrar xⁿ dá xⁿ⁺¹/(n + 1): aumente o expoente em um e divida pelo novo expoente',
  'differentiated-not-integrated':
    'Esta é a derivada de {integrand}, não a sua integral: integrar desfaz o que derivar faz',
  'negative-root-unnamed':
    'Uma raiz quadrada pode ser positiva ou negativa: falta a solução que vem da negativa',
  'root-lost-unnamed':
    'Uma solução foi perdida: dividir ambos os membros por algo que pode valer 0 perde as soluções em que vale 0',
};
