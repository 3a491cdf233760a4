/**
 * The words of the checker of a student's working in Spanish: every sentence of the English table
 * (src/tutor/checkWorking/words.ts) under the same id and with the same {names}, in the words of
 * ./GLOSSARY.md («ambos miembros», «numerador», «regla de la cadena»).
 */
import type { TutorWords } from '../../tutor/checkWorking/words';

/** Why a line of working follows or does not, in Spanish. */
export const spanishTutor: TutorWords = {
  and: 'y',
  'line-empty': 'Esta línea está vacía',
  'line-without-maths': 'Esta línea no tiene matemáticas que comprobar',
  'integral-form': 'Escribe cada integral como ∫ … dx',
  'close-derivative': 'Cierra el paréntesis después de d/dx',
  'derivative-brackets': 'Escribe entre paréntesis aquello a lo que se aplica d/dx: d/dx(x²)',
  'could-not-read': 'No se pudo leer esta línea: {reason}',
  'write-equation': 'Escribe cada línea como una ecuación',
  'write-inequality': 'Escribe cada línea como una inecuación',
  'write-equations': 'Escribe cada línea como una o varias ecuaciones',
  'write-expression': 'Escribe cada línea como una expresión',
  'write-expression-in-x': 'Escribe cada línea como una expresión en x',
  'not-checked': 'Esta línea se pudo leer, pero no comprobar',
  'calculus-in-line': 'Esta línea tiene una integral o una derivada, y este problema no',
  'other-letters': 'Esta línea tiene {letters}, y el problema no',
  'no-working': 'Escribe tu procedimiento, un paso por línea',
  'too-many-lines': 'Escribe como máximo {count} líneas',
  'line-too-long': 'Escribe como máximo {count} caracteres por línea',
  'may-bring-in':
    'Este paso puede introducir números que no son solución de la línea anterior (como al elevar al cuadrado ambos miembros): comprueba cada respuesta en el problema',
  'rejected-one': '{values} se descarta: no cumple el problema',
  'rejected-many': '{values} se descartan: no cumplen el problema',
  'side-calculation': 'Un cálculo aparte, y es correcto',
  'cannot-be': 'Una nota de lo que {x} no puede valer: {values}',
  'not-simplified': 'Correcto, pero sin terminar: {value} se puede simplificar',
  'not-equal': 'Esto no es igual a la línea anterior: esta línea no es igual a la línea anterior',
  'not-equal-at':
    'Esto no es igual a la línea anterior: en {where} la línea anterior vale {before} y esta línea vale {now}',
  'not-equal-in-value':
    'Esto no es igual a la línea anterior: la línea anterior vale {before} y esta línea vale {now}',
  'not-derivative': 'Esta no es la derivada de {f}: esta línea no es igual a la línea anterior',
  'not-derivative-at':
    'Esta no es la derivada de {f}: en {where} la derivada vale {before} y esta línea vale {now}',
  'not-derivative-in-value':
    'Esta no es la derivada de {f}: la derivada vale {before} y esta línea vale {now}',
  'not-antiderivative':
    'Al derivar esta línea no se obtiene {integrand}: la derivada de esta línea no es igual a la línea anterior',
  'not-antiderivative-at':
    'Al derivar esta línea no se obtiene {integrand}: en {where} el integrando vale {before} y la derivada de esta línea vale {now}',
  'not-antiderivative-in-value':
    'Al derivar esta línea no se obtiene {integrand}: el integrando vale {before} y la derivada de esta línea vale {now}',
  'does-not-follow': 'Esta línea no se deduce de la línea anterior',
  'solves-before-only': '{value} es solución de la línea anterior, pero no de esta',
  'solves-this-only': '{value} es solución de esta línea, pero no de la línea anterior',
  'system-does-not-follow': '{equation} no se deduce de las ecuaciones anteriores',
  'calculation-wrong': 'Este cálculo no es correcto',
  'calculation-is': 'Este cálculo no es correcto: {left} es {value}',
  'not-every-solution': 'Este no es el conjunto completo de soluciones',
  'factors-multiply-out':
    '{factors} al multiplicarse da {product}: revisa los signos y los números de los paréntesis',
  'moved-added':
    'Se sumó {term} al otro miembro en lugar de restarlo: para pasar +{term} al otro lado, resta {term} en ambos miembros',
  'moved-subtracted':
    'Se restó {term} al otro miembro en lugar de sumarlo: para pasar −{term} al otro lado, suma {term} en ambos miembros',
  'undo-divided': '{inner} está dividido entre {k}: deshazlo multiplicando ambos miembros por {k}',
  'undo-multiplied':
    '{inner} está multiplicado por {k}: deshazlo dividiendo ambos miembros entre {k}',
  'added-left-only': 'Se sumó {k} solo en el primer miembro: suma {k} en ambos miembros',
  'added-right-only': 'Se sumó {k} solo en el segundo miembro: suma {k} en ambos miembros',
  'subtracted-left-only': 'Se restó {k} solo en el primer miembro: resta {k} en ambos miembros',
  'subtracted-right-only': 'Se restó {k} solo en el segundo miembro: resta {k} en ambos miembros',
  'divided-left-only':
    'Solo se dividió el primer miembro entre {k}: divide ambos miembros entre {k}',
  'divided-right-only':
    'Solo se dividió el segundo miembro entre {k}: divide ambos miembros entre {k}',
  'multiplied-left-only':
    'Solo se multiplicó el primer miembro por {k}: multiplica ambos miembros por {k}',
  'multiplied-right-only':
    'Solo se multiplicó el segundo miembro por {k}: multiplica ambos miembros por {k}',
  'divide-every-term': 'Divide cada término entre {k}, no solo {term}',
  'divide-every-term-worked': 'Divide cada término entre {k}, no solo {term}: {product} es {value}',
  'multiply-every-term': 'Multiplica cada término por {k}, no solo {term}',
  'multiply-every-term-worked':
    'Multiplica cada término por {k}, no solo {term}: {product} es {value}',
  'divide-every-term-of-top':
    'Divide cada término del numerador entre {k}, no solo {term}: {part} es {value}',
  'common-denominator-left':
    'Multiplica ambos miembros por {m}, el denominador común: el primer miembro {side} pasa a ser {value}',
  'common-denominator-right':
    'Multiplica ambos miembros por {m}, el denominador común: el segundo miembro {side} pasa a ser {value}',
  'common-denominator-every-term':
    'Multiplica cada término por {m}, el denominador común, no solo por {den}: {term} × {m} es {value}',
  'inequality-not-reversed':
    'Al multiplicar o dividir ambos miembros por un número negativo, la desigualdad cambia de sentido',
  'negative-root-between':
    'Una raíz cuadrada puede ser positiva o negativa: {line} significa −{root} {inside} {base} {inside} {root}',
  'negative-root-either':
    'Una raíz cuadrada puede ser positiva o negativa: {line} significa {base} {flipped} −{root} o {base} {relation} {root}',
  'negative-root-missing': 'Una raíz cuadrada puede ser positiva o negativa: falta {other}',
  'negative-root-missing-gives':
    'Una raíz cuadrada puede ser positiva o negativa: falta {other}, que da {values}',
  'root-lost':
    'Se perdió {values}: al dividir ambos miembros entre algo que puede valer 0 se pierden las soluciones donde vale 0',
  'roots-lost':
    'Se perdieron {values}: al dividir ambos miembros entre algo que puede valer 0 se pierden las soluciones donde vale 0',
  'extraneous-root-kept': '{value} no cumple el problema {problem}: descártala',
  'solution-ruled-out-one': '{values} es solución del problema, así que {x} sí puede valer eso',
  'solution-ruled-out-many': '{values} son soluciones del problema, así que {x} sí puede valer eso',
  'solution-kept-one': '{values} sí cumple el problema: consérvala',
  'solution-kept-many': '{values} sí cumplen el problema: consérvalas',
  'bracket-first-term-only':
    '{factor} multiplica a cada término del paréntesis, no solo al primero: {factor}({bracket}) es {value}',
  'minus-before-bracket':
    'El signo menos delante de {product} cambia el signo de cada término del paréntesis: −{product} es {value}',
  'minus-sign-bracket':
    'El signo menos delante de un paréntesis cambia el signo de cada término de dentro, no solo el del primero',
  'square-of-sum':
    'El cuadrado de una suma no es la suma de los cuadrados: (a + b)² = a² + 2ab + b², así que {square} = {value}',
  'square-of-side':
    'El cuadrado de una suma no es la suma de los cuadrados: (a + b)² = a² + 2ab + b², así que ({sum})² = {value}',
  'root-of-sum':
    'La raíz cuadrada de una suma no es la suma de las raíces cuadradas: {part} no se puede separar',
  'log-of-sum':
    'El logaritmo de una suma no es la suma de los logaritmos: log(ab) = log a + log b es para un producto, y {part} no se puede separar',
  'cancelled-terms-top':
    'En una fracción solo se simplifican factores, no términos: {term} es un término del numerador, no un factor',
  'cancelled-terms-both':
    'En una fracción solo se simplifican factores, no términos: {term} es un término del numerador y del denominador, no un factor',
  'missing-constant':
    'Una integral indefinida es toda una familia de funciones: suma la constante de integración, + C',
  'product-rule':
    'La derivada de un producto no es el producto de las derivadas: usa la regla del producto, (uv)′ = u′v + uv′, con u = {u} y v = {v}',
  'quotient-of-derivatives':
    'La derivada de un cociente no es el cociente de las derivadas: usa la regla del cociente, (u/v)′ = (u′v − uv′)/v², con u = {u} y v = {v}',
  'quotient-rule-sum':
    'El numerador de la regla del cociente es una diferencia, u′v − uv′: usa la regla del cociente, (u/v)′ = (u′v − uv′)/v², con u = {u} y v = {v}',
  'quotient-rule-order':
    'El numerador de la regla del cociente es u′v − uv′, en ese orden: usa la regla del cociente, (u/v)′ = (u′v − uv′)/v², con u = {u} y v = {v}',
  'chain-rule':
    'Usa la regla de la cadena: la derivada de la función de fuera por la derivada de la de dentro, {inner}, que es {derivative}',
  'power-not-lowered':
    'No se le restó uno al exponente; por la regla de la potencia, la derivada de xⁿ es n·xⁿ⁻¹: multiplica por el exponente y luego réstale uno',
  'power-not-brought-down':
    'No se bajó el exponente como factor; por la regla de la potencia, la derivada de xⁿ es n·xⁿ⁻¹: multiplica por el exponente y luego réstale uno',
  'power-rule-integral':
    'Al integrar xⁿ se obtiene xⁿ⁺¹/(n + 1): súmale uno al exponente y divide entre el nuevo exponente',
  'differentiated-not-integrated':
    'Esta es la derivada de {integrand}, no su integral: integrar deshace lo que hace derivar',
  'negative-root-unnamed':
    'Una raíz cuadrada puede ser positiva o negativa: falta la solución que da la negativa',
  'root-lost-unnamed':
    'Se perdió una solución: al dividir ambos miembros entre algo que puede valer 0 se pierden las soluciones donde vale 0',
};
