/**
 * The words of the Calculus Readiness pack (limits, derivatives, graph features), in each language
 * the site is written in, under the same ids and with the same {placeholders}. The terms are those
 * of math-core's calculus steps in each language ("indeterminación 0/0", "dérivée d’une composée",
 * "Kettenregel", "regra da cadeia"); a list of answers is separated by a semicolon where the comma
 * is the decimal mark, as math-core's own questions ask.
 */
import { sayFrom } from '@mathtools/math-core/skill-kit';
import type { InEveryLanguage } from './types';

const en = {
  // ── questions ──
  'ask.limitAt': 'Evaluate the limit of {expression} as x approaches {a}.',
  'ask.limitInfinity':
    'Evaluate the limit of {expression} as x approaches infinity. Give the answer as a fraction or a whole number.',
  'ask.derivativeAt': "f(x) = {function}. What is f'({a})?",
  'ask.xIntercept':
    'Where does the line {line} cross the x-axis? Give the x-coordinate as a fraction or a whole number.',
  'ask.vertex':
    'What is the x-coordinate of the vertex of the parabola {curve}? Give it as a fraction or a whole number.',
  'ask.turningPoints':
    'Find the x-coordinates of the turning points of {curve}. Give both, smallest first, separated by a comma.',
  // ── nudges ──
  'nudge.continuous': 'A polynomial has no gaps or jumps.',
  'nudge.zeroOverZero': 'Putting x = {a} in gives 0/0: the top must have a factor ({factor}).',
  'nudge.highestPowers': 'For very large x only the highest powers matter.',
  'nudge.termByTerm': 'Differentiate term by term.',
  'nudge.bracketPower':
    'A bracket raised to a power: something inside is being differentiated too.',
  'nudge.product': 'f is a product of two brackets.',
  'nudge.onAxis': 'On the x-axis, y is 0.',
  'nudge.axis': 'The vertex lies on the axis of symmetry.',
  'nudge.flat': 'At a turning point the graph is flat for a moment.',
  // ── hints ──
  'hint.substitute': 'A polynomial is continuous: put x = {a} straight in.',
  'hint.factorCancel': 'Factor the numerator, cancel the common factor, then substitute.',
  'hint.divideBy': 'Divide the top and the bottom by {power}, the highest power in the bottom.',
  'hint.powerRule': 'Power rule: the derivative of kxⁿ is nkxⁿ⁻¹; a constant has derivative 0.',
  'hint.chainRule': 'Chain rule: the derivative of (px + q)ⁿ is n(px + q)ⁿ⁻¹ × p.',
  'hint.productRule': "Product rule: (uv)' = u'v + uv'.",
  'hint.solve': 'Solve {equation}.',
  'hint.vertex': 'The vertex is at x = −b ÷ (2a).',
  'hint.turningPoints': 'Differentiate, set the derivative equal to 0 and solve the quadratic.',
  // ── step notes ──
  'step.substituteContinuous': 'Substitute (polynomials are continuous)',
  'step.factorNumerator': 'Factor the numerator',
  'step.cancelFor': 'Cancel ({factor}) for x ≠ {a}',
  'step.substitute': 'Substitute',
  'step.dominate': 'The highest powers dominate',
  'step.vanish': 'The other terms vanish as x grows: the limit',
  'step.powerRuleEach': 'Differentiate each term with the power rule',
  'step.putIn': 'Put in x = {a}',
  'step.chainRule': 'Chain rule',
  'step.productRule': 'Product rule',
  'step.onAxis': 'On the x-axis y = 0',
  'step.solveX': 'Solve for x',
  'step.axis': 'Axis of symmetry x = −b/(2a)',
  'step.simplify': 'Simplify',
  'step.slope': 'The derivative (the slope)',
  'step.slopeZero': 'The slope is 0 at a turning point',
  'step.solve': 'Solve',
  // ── the skills: names, formula sheets, common mistakes ──
  'title.limits': 'Limits and continuity',
  'description.limits': 'Limits by substitution, removable gaps, and limits at infinity.',
  'nudge.limits': 'Try substituting first; 0/0 means there is more to do.',
  'formula.removable': 'A removable gap',
  'mistake.stopAtZero': 'Stopping at 0/0: it is not an answer but a sign to simplify.',
  'title.derivatives': 'Derivative rules',
  'description.derivatives': 'The power, chain and product rules, evaluated at a point.',
  'nudge.derivatives': 'Which rule fits: a power, a bracket to a power, or a product?',
  'formula.powerRule': 'Power rule: the derivative of xⁿ',
  'formula.chainRule': 'Chain rule: the derivative of (ax + b)ⁿ',
  'mistake.inner': 'Forgetting the inner derivative in the chain rule.',
  'title.graph': 'Graph features: intercepts and turning points',
  'description.graph':
    'Where a graph crosses the axis, the vertex of a parabola, and turning points of a cubic.',
  'nudge.graph': 'Intercepts: set y = 0. Turning points: set the slope to 0.',
  'formula.vertex': 'Vertex of y = ax² + bx + c',
  'mistake.vertexCoordinate': 'Mixing up the x-coordinate of the vertex with its y-coordinate.',
};

export const CALCULUS_WORDS: InEveryLanguage<typeof en> = {
  en,
  es: {
    'ask.limitAt': 'Calcula el límite de {expression} cuando x tiende a {a}.',
    'ask.limitInfinity':
      'Calcula el límite de {expression} cuando x tiende a infinito. Da la respuesta como fracción o como número entero.',
    'ask.derivativeAt': 'Sea f(x) = {function}. Calcula f′({a}).',
    'ask.xIntercept':
      '¿En qué punto corta la recta {line} al eje x? Da la coordenada x como fracción o como número entero.',
    'ask.vertex':
      '¿Cuál es la coordenada x del vértice de la parábola {curve}? Dala como fracción o como número entero.',
    'ask.turningPoints':
      'Halla las coordenadas x de los extremos relativos de la curva {curve}. Da las dos, de menor a mayor, separadas por punto y coma.',
    'nudge.continuous': 'Un polinomio no tiene huecos ni saltos.',
    'nudge.zeroOverZero':
      'Al sustituir x = {a} se obtiene 0/0: el numerador tiene que tener un factor ({factor}).',
    'nudge.highestPowers': 'Para x muy grande solo importan las potencias de mayor grado.',
    'nudge.termByTerm': 'Deriva término a término.',
    'nudge.bracketPower':
      'Un paréntesis elevado a una potencia: también hay que derivar lo que está dentro.',
    'nudge.product': 'f es el producto de dos factores entre paréntesis.',
    'nudge.onAxis': 'En el eje x, y vale 0.',
    'nudge.axis': 'El vértice está en el eje de simetría.',
    'nudge.flat': 'En un extremo relativo la tangente a la gráfica es horizontal.',
    'hint.substitute': 'Un polinomio es continuo: sustituye directamente x = {a}.',
    'hint.factorCancel': 'Factoriza el numerador, simplifica el factor común y luego sustituye.',
    'hint.divideBy':
      'Divide el numerador y el denominador entre {power}, la mayor potencia del denominador.',
    'hint.powerRule':
      'Regla de la potencia: la derivada de kxⁿ es nkxⁿ⁻¹; la derivada de una constante es 0.',
    'hint.chainRule': 'Regla de la cadena: la derivada de (px + q)ⁿ es n(px + q)ⁿ⁻¹ × p.',
    'hint.productRule': 'Regla del producto: (uv)′ = u′v + uv′.',
    'hint.solve': 'Resuelve {equation}.',
    'hint.vertex': 'El vértice está en x = −b ÷ (2a).',
    'hint.turningPoints': 'Deriva, iguala la derivada a 0 y resuelve la ecuación de segundo grado.',
    'step.substituteContinuous': 'Sustituye (los polinomios son continuos)',
    'step.factorNumerator': 'Factoriza el numerador',
    'step.cancelFor': 'Simplifica ({factor}) para x ≠ {a}',
    'step.substitute': 'Sustituye',
    'step.dominate': 'Dominan las potencias de mayor grado',
    'step.vanish': 'Los demás términos se vuelven despreciables cuando x crece: el límite',
    'step.powerRuleEach': 'Deriva cada término con la regla de la potencia',
    'step.putIn': 'Sustituye x = {a}',
    'step.chainRule': 'Regla de la cadena',
    'step.productRule': 'Regla del producto',
    'step.onAxis': 'En el eje x, y = 0',
    'step.solveX': 'Despeja x',
    'step.axis': 'Eje de simetría x = −b/(2a)',
    'step.simplify': 'Simplifica',
    'step.slope': 'La derivada (la pendiente)',
    'step.slopeZero': 'En un extremo relativo la pendiente es 0',
    'step.solve': 'Resuelve',
    'title.limits': 'Límites y continuidad',
    'description.limits':
      'Límites por sustitución directa, discontinuidades evitables y límites en el infinito.',
    'nudge.limits': 'Prueba primero a sustituir; 0/0 significa que aún queda trabajo.',
    'formula.removable': 'Una discontinuidad evitable',
    'mistake.stopAtZero':
      'Quedarse en 0/0: no es una respuesta, sino una señal de que hay que simplificar.',
    'title.derivatives': 'Reglas de derivación',
    'description.derivatives':
      'Las reglas de la potencia, de la cadena y del producto, evaluadas en un punto.',
    'nudge.derivatives':
      '¿Qué regla toca: una potencia, un paréntesis elevado a una potencia o un producto?',
    'formula.powerRule': 'Regla de la potencia: la derivada de xⁿ',
    'formula.chainRule': 'Regla de la cadena: la derivada de (ax + b)ⁿ',
    'mistake.inner': 'Olvidar la derivada de la función de dentro en la regla de la cadena.',
    'title.graph': 'Elementos de una gráfica: cortes con los ejes y extremos relativos',
    'description.graph':
      'Dónde corta una gráfica al eje, el vértice de una parábola y los extremos relativos de una cúbica.',
    'nudge.graph':
      'Cortes con el eje x: iguala y a 0. Extremos relativos: iguala la pendiente a 0.',
    'formula.vertex': 'Vértice de y = ax² + bx + c',
    'mistake.vertexCoordinate': 'Confundir la coordenada x del vértice con su coordenada y.',
  },
  fr: {
    'ask.limitAt': 'Calculez la limite de {expression} quand x tend vers {a}.',
    'ask.limitInfinity':
      'Calculez la limite de {expression} quand x tend vers +∞. Donnez la réponse sous forme de fraction ou de nombre entier.',
    'ask.derivativeAt': 'Soit f(x) = {function}. Calculez f′({a}).',
    'ask.xIntercept':
      'En quel point la droite d’équation {line} coupe-t-elle l’axe des abscisses\u00a0? Donnez son abscisse sous forme de fraction ou de nombre entier.',
    'ask.vertex':
      'Quelle est l’abscisse du sommet de la parabole d’équation {curve}\u00a0? Donnez-la sous forme de fraction ou de nombre entier.',
    'ask.turningPoints':
      'Déterminez les abscisses des extremums locaux de la courbe d’équation {curve}. Donnez les deux, de la plus petite à la plus grande, séparées par un point-virgule.',
    'nudge.continuous': 'Un polynôme n’a ni trou ni saut.',
    'nudge.zeroOverZero':
      'En remplaçant x par {a}, on obtient 0/0\u00a0: le numérateur doit avoir un facteur ({factor}).',
    'nudge.highestPowers': 'Pour x très grand, seules les plus hautes puissances comptent.',
    'nudge.termByTerm': 'Dérivez terme à terme.',
    'nudge.bracketPower':
      'Une parenthèse élevée à une puissance\u00a0: il faut aussi dériver ce qu’elle contient.',
    'nudge.product': 'f est le produit de deux facteurs entre parenthèses.',
    'nudge.onAxis': 'Sur l’axe des abscisses, y vaut 0.',
    'nudge.axis': 'Le sommet est sur l’axe de symétrie.',
    'nudge.flat': 'En un extremum local, la tangente à la courbe est horizontale.',
    'hint.substitute': 'Un polynôme est continu\u00a0: remplacez directement x par {a}.',
    'hint.factorCancel':
      'Factorisez le numérateur, simplifiez par le facteur commun, puis remplacez x par sa valeur.',
    'hint.divideBy':
      'Divisez le numérateur et le dénominateur par {power}, la plus haute puissance du dénominateur.',
    'hint.powerRule':
      'Règle de la puissance\u00a0: la dérivée de kxⁿ est nkxⁿ⁻¹\u00a0; la dérivée d’une constante est 0.',
    'hint.chainRule': 'Dérivée d’une composée\u00a0: la dérivée de (px + q)ⁿ est n(px + q)ⁿ⁻¹ × p.',
    'hint.productRule': 'Règle du produit\u00a0: (uv)′ = u′v + uv′.',
    'hint.solve': 'Résolvez {equation}.',
    'hint.vertex': 'Le sommet a pour abscisse x = −b ÷ (2a).',
    'hint.turningPoints':
      'Dérivez, cherchez où la dérivée s’annule et résolvez l’équation du second degré obtenue.',
    'step.substituteContinuous': 'Remplacez x par sa valeur (les polynômes sont continus)',
    'step.factorNumerator': 'Factorisez le numérateur',
    'step.cancelFor': 'Simplifiez par ({factor}) pour x ≠ {a}',
    'step.substitute': 'Remplacez x par sa valeur',
    'step.dominate': 'Les plus hautes puissances l’emportent',
    'step.vanish': 'Les autres termes deviennent négligeables quand x grandit\u00a0: la limite',
    'step.powerRuleEach': 'Dérivez chaque terme avec la règle de la puissance',
    'step.putIn': 'Remplacez x par {a}',
    'step.chainRule': 'Dérivée d’une composée',
    'step.productRule': 'Règle du produit',
    'step.onAxis': 'Sur l’axe des abscisses, y = 0',
    'step.solveX': 'Isolez x',
    'step.axis': 'Axe de symétrie x = −b/(2a)',
    'step.simplify': 'Simplifiez',
    'step.slope': 'La dérivée (la pente)',
    'step.slopeZero': 'La pente est nulle en un extremum local',
    'step.solve': 'Résolvez',
    'title.limits': 'Limites et continuité',
    'description.limits':
      'Limites par simple remplacement, formes 0/0 qui se simplifient et limites en +∞.',
    'nudge.limits': 'Essayez d’abord de remplacer\u00a0; 0/0 signifie qu’il reste du travail.',
    'formula.removable': 'Une forme 0/0 qui se simplifie',
    'mistake.stopAtZero':
      'S’arrêter à 0/0\u00a0: ce n’est pas une réponse, mais le signe qu’il faut simplifier.',
    'title.derivatives': 'Règles de dérivation',
    'description.derivatives':
      'Dérivées d’une puissance, d’une composée et d’un produit, calculées en un point.',
    'nudge.derivatives':
      'Quelle règle s’applique\u00a0: une puissance, une parenthèse élevée à une puissance ou un produit\u00a0?',
    'formula.powerRule': 'Règle de la puissance\u00a0: la dérivée de xⁿ',
    'formula.chainRule': 'Dérivée d’une composée\u00a0: la dérivée de (ax + b)ⁿ',
    'mistake.inner':
      'Oublier de multiplier par la dérivée de la fonction intérieure dans la dérivée d’une composée.',
    'title.graph': 'Éléments d’une courbe\u00a0: intersections avec les axes et extremums',
    'description.graph':
      'Où une courbe coupe l’axe, le sommet d’une parabole et les extremums d’une fonction du troisième degré.',
    'nudge.graph':
      'Intersection avec l’axe des abscisses\u00a0: posez y = 0. Extremums\u00a0: cherchez où la pente est nulle.',
    'formula.vertex': 'Sommet de y = ax² + bx + c',
    'mistake.vertexCoordinate': 'Confondre l’abscisse du sommet avec son ordonnée.',
  },
  de: {
    'ask.limitAt': 'Berechne den Grenzwert von {expression} für x gegen {a}.',
    'ask.limitInfinity':
      'Berechne den Grenzwert von {expression} für x gegen unendlich. Gib das Ergebnis als Bruch oder als ganze Zahl an.',
    'ask.derivativeAt': 'Gegeben ist f(x) = {function}. Berechne f′({a}).',
    'ask.xIntercept':
      'Wo schneidet die Gerade {line} die x-Achse? Gib die x-Koordinate als Bruch oder als ganze Zahl an.',
    'ask.vertex':
      'Welche x-Koordinate hat der Scheitelpunkt der Parabel {curve}? Gib sie als Bruch oder als ganze Zahl an.',
    'ask.turningPoints':
      'Bestimme die x-Koordinaten der Extrempunkte von {curve}. Gib beide an, die kleinere zuerst, getrennt durch ein Semikolon.',
    'nudge.continuous': 'Ein Polynom hat keine Lücken und keine Sprünge.',
    'nudge.zeroOverZero':
      'Einsetzen von x = {a} ergibt 0/0: Der Zähler muss einen Faktor ({factor}) haben.',
    'nudge.highestPowers': 'Für sehr große x zählen nur die höchsten Potenzen.',
    'nudge.termByTerm': 'Leite Summand für Summand ab.',
    'nudge.bracketPower':
      'Eine Klammer mit einem Exponenten: Auch das Innere muss abgeleitet werden.',
    'nudge.product': 'f ist ein Produkt aus zwei Klammern.',
    'nudge.onAxis': 'Auf der x-Achse ist y gleich 0.',
    'nudge.axis': 'Der Scheitelpunkt liegt auf der Symmetrieachse.',
    'nudge.flat': 'An einem Extrempunkt hat der Graph eine waagerechte Tangente.',
    'hint.substitute': 'Ein Polynom ist stetig: Setze x = {a} direkt ein.',
    'hint.factorCancel':
      'Faktorisiere den Zähler, kürze den gemeinsamen Faktor und setze dann ein.',
    'hint.divideBy': 'Dividiere Zähler und Nenner durch {power}, die höchste Potenz im Nenner.',
    'hint.powerRule':
      'Potenzregel: Die Ableitung von kxⁿ ist nkxⁿ⁻¹; eine Konstante hat die Ableitung 0.',
    'hint.chainRule': 'Kettenregel: Die Ableitung von (px + q)ⁿ ist n(px + q)ⁿ⁻¹ × p.',
    'hint.productRule': 'Produktregel: (uv)′ = u′v + uv′.',
    'hint.solve': 'Löse {equation}.',
    'hint.vertex': 'Der Scheitelpunkt liegt bei x = −b ÷ (2a).',
    'hint.turningPoints':
      'Leite ab, setze die Ableitung gleich 0 und löse die quadratische Gleichung.',
    'step.substituteContinuous': 'Setze ein (Polynome sind stetig)',
    'step.factorNumerator': 'Faktorisiere den Zähler',
    'step.cancelFor': 'Kürze ({factor}) für x ≠ {a}',
    'step.substitute': 'Setze ein',
    'step.dominate': 'Die höchsten Potenzen bestimmen den Wert',
    'step.vanish': 'Die übrigen Terme fallen für wachsendes x nicht ins Gewicht: der Grenzwert',
    'step.powerRuleEach': 'Leite jeden Summanden mit der Potenzregel ab',
    'step.putIn': 'Setze x = {a} ein',
    'step.chainRule': 'Kettenregel',
    'step.productRule': 'Produktregel',
    'step.onAxis': 'Auf der x-Achse ist y = 0',
    'step.solveX': 'Löse nach x auf',
    'step.axis': 'Symmetrieachse x = −b/(2a)',
    'step.simplify': 'Vereinfache',
    'step.slope': 'Die Ableitung (die Steigung)',
    'step.slopeZero': 'An einem Extrempunkt ist die Steigung 0',
    'step.solve': 'Löse',
    'title.limits': 'Grenzwerte und Stetigkeit',
    'description.limits':
      'Grenzwerte durch Einsetzen, hebbare Definitionslücken und Grenzwerte im Unendlichen.',
    'nudge.limits': 'Versuche zuerst einzusetzen; 0/0 heißt, dass noch mehr zu tun ist.',
    'formula.removable': 'Eine hebbare Definitionslücke',
    'mistake.stopAtZero':
      'Bei 0/0 aufhören: Das ist kein Ergebnis, sondern ein Zeichen, dass du vereinfachen musst.',
    'title.derivatives': 'Ableitungsregeln',
    'description.derivatives': 'Potenz-, Ketten- und Produktregel, ausgewertet an einer Stelle.',
    'nudge.derivatives':
      'Welche Regel passt: eine Potenz, eine Klammer mit Exponent oder ein Produkt?',
    'formula.powerRule': 'Potenzregel: die Ableitung von xⁿ',
    'formula.chainRule': 'Kettenregel: die Ableitung von (ax + b)ⁿ',
    'mistake.inner': 'Bei der Kettenregel die innere Ableitung vergessen.',
    'title.graph': 'Eigenschaften von Graphen: Achsenschnittpunkte und Extrempunkte',
    'description.graph':
      'Wo ein Graph die Achse schneidet, der Scheitelpunkt einer Parabel und die Extrempunkte einer Funktion dritten Grades.',
    'nudge.graph': 'Nullstellen: Setze y = 0. Extrempunkte: Setze die Steigung gleich 0.',
    'formula.vertex': 'Scheitelpunkt von y = ax² + bx + c',
    'mistake.vertexCoordinate':
      'Die x-Koordinate des Scheitelpunkts mit seiner y-Koordinate verwechseln.',
  },
  pt: {
    'ask.limitAt': 'Calcule o limite de {expression} quando x tende a {a}.',
    'ask.limitInfinity':
      'Calcule o limite de {expression} quando x tende ao infinito. Dê a resposta como fração ou como número inteiro.',
    'ask.derivativeAt': 'Seja f(x) = {function}. Calcule f′({a}).',
    'ask.xIntercept':
      'Em que ponto a reta {line} corta o eixo x? Dê a coordenada x como fração ou como número inteiro.',
    'ask.vertex':
      'Qual é a coordenada x do vértice da parábola {curve}? Dê a resposta como fração ou como número inteiro.',
    'ask.turningPoints':
      'Encontre as coordenadas x dos pontos de máximo e de mínimo locais do gráfico de {curve}. Dê as duas, da menor para a maior, separadas por ponto e vírgula.',
    'nudge.continuous': 'Um polinômio não tem buracos nem saltos.',
    'nudge.zeroOverZero':
      'Substituindo x = {a}, obtém-se 0/0: o numerador tem de ter um fator ({factor}).',
    'nudge.highestPowers': 'Para x muito grande, só as maiores potências importam.',
    'nudge.termByTerm': 'Derive termo a termo.',
    'nudge.bracketPower':
      'Um parêntese elevado a uma potência: o que está dentro também precisa ser derivado.',
    'nudge.product': 'f é o produto de dois fatores entre parênteses.',
    'nudge.onAxis': 'No eixo x, y vale 0.',
    'nudge.axis': 'O vértice está no eixo de simetria.',
    'nudge.flat':
      'Em um ponto de máximo ou de mínimo local, a reta tangente ao gráfico é horizontal.',
    'hint.substitute': 'Um polinômio é contínuo: substitua x = {a} diretamente.',
    'hint.factorCancel': 'Fatore o numerador, cancele o fator comum e depois substitua.',
    'hint.divideBy':
      'Divida o numerador e o denominador por {power}, a maior potência do denominador.',
    'hint.powerRule':
      'Regra da potência: a derivada de kxⁿ é nkxⁿ⁻¹; a derivada de uma constante é 0.',
    'hint.chainRule': 'Regra da cadeia: a derivada de (px + q)ⁿ é n(px + q)ⁿ⁻¹ × p.',
    'hint.productRule': 'Regra do produto: (uv)′ = u′v + uv′.',
    'hint.solve': 'Resolva {equation}.',
    'hint.vertex': 'O vértice está em x = −b ÷ (2a).',
    'hint.turningPoints': 'Derive, iguale a derivada a 0 e resolva a equação do segundo grau.',
    'step.substituteContinuous': 'Substitua (polinômios são contínuos)',
    'step.factorNumerator': 'Fatore o numerador',
    'step.cancelFor': 'Cancele ({factor}) para x ≠ {a}',
    'step.substitute': 'Substitua',
    'step.dominate': 'As maiores potências dominam',
    'step.vanish': 'Os outros termos perdem importância quando x cresce: o limite',
    'step.powerRuleEach': 'Derive cada termo pela regra da potência',
    'step.putIn': 'Substitua x = {a}',
    'step.chainRule': 'Regra da cadeia',
    'step.productRule': 'Regra do produto',
    'step.onAxis': 'No eixo x, y = 0',
    'step.solveX': 'Isole x',
    'step.axis': 'Eixo de simetria x = −b/(2a)',
    'step.simplify': 'Simplifique',
    'step.slope': 'A derivada (a inclinação)',
    'step.slopeZero': 'A inclinação é 0 em um ponto de máximo ou de mínimo',
    'step.solve': 'Resolva',
    'title.limits': 'Limites e continuidade',
    'description.limits':
      'Limites por substituição direta, descontinuidades removíveis e limites no infinito.',
    'nudge.limits': 'Tente substituir primeiro; 0/0 significa que ainda há trabalho a fazer.',
    'formula.removable': 'Uma descontinuidade removível',
    'mistake.stopAtZero':
      'Parar em 0/0: isso não é uma resposta, mas um sinal de que é preciso simplificar.',
    'title.derivatives': 'Regras de derivação',
    'description.derivatives':
      'As regras da potência, da cadeia e do produto, calculadas em um ponto.',
    'nudge.derivatives':
      'Qual regra se aplica: uma potência, um parêntese elevado a uma potência ou um produto?',
    'formula.powerRule': 'Regra da potência: a derivada de xⁿ',
    'formula.chainRule': 'Regra da cadeia: a derivada de (ax + b)ⁿ',
    'mistake.inner': 'Esquecer a derivada da função de dentro na regra da cadeia.',
    'title.graph': 'Elementos de um gráfico: interseções com os eixos e pontos de máximo e mínimo',
    'description.graph':
      'Onde um gráfico corta o eixo, o vértice de uma parábola e os pontos de máximo e mínimo de uma função do terceiro grau.',
    'nudge.graph': 'Zeros: faça y = 0. Pontos de máximo e mínimo: iguale a inclinação a 0.',
    'formula.vertex': 'Vértice de y = ax² + bx + c',
    'mistake.vertexCoordinate': 'Confundir a coordenada x do vértice com a coordenada y.',
  },
};

export const say = sayFrom(CALCULUS_WORDS);
