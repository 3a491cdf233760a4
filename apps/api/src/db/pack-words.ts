import type { PracticeDifficulty, PracticeLanguageCode } from '@mathtools/contracts';

/**
 * The marketplace packs' words in each language the site is read in: a pack's title and
 * description, and the phrases its features are made of. The server owns them, as it owns the
 * packs (the seed writes the English ones to the products table, and the premium skills' names
 * the features list come from the server's premium skills, in each language), so a page asks for
 * them in its language and shows them as they come; the web bundles none of them.
 */

/** A pack's own words; `summary`, for a pack of many skills, replaces the list of their names. */
interface PackText {
  title: string;
  description: string;
  summary?: (count: number) => string;
}

/** The phrases a pack's features are made of (a feature list is the same four lines for each pack). */
interface FeatureWords {
  /** "3 premium skills: Variables and expressions, Linear equations in words, …" */
  skills: (count: number, names: readonly string[]) => string;
  /** "New problems every time, at Easy, Medium and Hard difficulty" */
  fresh: (levels: readonly PracticeDifficulty[]) => string;
  /** "Up to three hint levels and a worked solution for every problem" */
  hints: (levels: number) => string;
  mastery: string;
}

interface ShopWords {
  features: FeatureWords;
  packs: Readonly<Record<string, PackText>>;
}

/** "Easy, Medium and Hard" in a language's words for the levels and its "and". */
const levelList = (
  locale: string,
  names: Readonly<Record<PracticeDifficulty, string>>,
  levels: readonly PracticeDifficulty[],
) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(levels.map((l) => names[l]));

/** A small count in words ("two", "three"), in digits past the words given. */
const inWords = (words: readonly string[], n: number) => words[n] ?? String(n);

const ENGLISH_COUNTS = ['no', 'one', 'two', 'three', 'four', 'five'];

const english: ShopWords = {
  features: {
    skills: (count, names) =>
      `${count} ${count === 1 ? 'premium skill' : 'premium skills'}: ${names.join(', ')}`,
    // "A, B and C", without the comma Intl's English list puts before "and".
    fresh: (levels) =>
      `New problems every time, at ${levels.join(', ').replace(/, ([^,]*)$/, ' and $1')} difficulty`,
    hints: (n) =>
      `Up to ${inWords(ENGLISH_COUNTS, n)} hint levels and a worked solution for every problem`,
    mastery: 'Mastery levels and spaced review for each skill',
  },
  packs: {
    'algebra-foundations': {
      title: 'Algebra Foundations',
      description:
        'Build confidence with expressions, linear equations in words and inequalities, one worked step at a time.',
    },
    'geometry-essentials': {
      title: 'Geometry Essentials',
      description:
        'Angles, composite shapes, arcs and sectors, and surface area, with the reasoning behind every answer.',
    },
    'logarithms-mastery': {
      title: 'Logarithms Mastery',
      description:
        'From the log rules to change of base and exponential growth and decay, one rule at a time.',
    },
    'trigonometry-toolkit': {
      title: 'Trigonometry Toolkit',
      description:
        'Sine, cosine and tangent on the unit circle, identities and equations, and right-triangle word problems.',
    },
    'calculus-readiness': {
      title: 'Calculus Readiness',
      description:
        'Limits, derivative rules and the features of a graph, for students heading into their first calculus course.',
    },
    'competition-problem-solving': {
      title: 'Competition Problem Solving',
      description:
        'Olympiad-style number theory and counting problems, with hints that lead you to the strategy.',
    },
    'exam-prep-bundle': {
      title: 'Exam Prep Bundle',
      description:
        'Every topic from fractions and percentages to trigonometry and derivatives in one pack, with spaced reviews of what you have learnt.',
      summary: (n) =>
        `All ${n} premium skills of arithmetic, algebra, geometry, logarithms, trigonometry and calculus`,
    },
    'teacher-classroom-kit': {
      title: 'Teacher Classroom Kit',
      description:
        'Every premium algebra, geometry and logarithms skill, to set as practice and walk a class through the worked solutions.',
      summary: (n) => `The ${n} premium algebra, geometry and logarithms skills`,
    },
  },
};

const SPANISH_LEVELS = { Easy: 'Fácil', Medium: 'Intermedio', Hard: 'Difícil' } as const;
const spanish: ShopWords = {
  features: {
    skills: (count, names) =>
      `${count} ${count === 1 ? 'habilidad premium' : 'habilidades premium'}: ${names.join(', ')}`,
    fresh: (levels) =>
      `Problemas nuevos cada vez, ${levels.length === 1 ? 'en el nivel' : 'en los niveles'} ${levelList('es', SPANISH_LEVELS, levels)}`,
    hints: (n) =>
      `Hasta ${inWords(['', 'un', 'dos', 'tres', 'cuatro', 'cinco'], n)} ${n === 1 ? 'nivel' : 'niveles'} de pista y la solución paso a paso de cada problema`,
    mastery: 'Niveles de dominio y repaso espaciado para cada habilidad',
  },
  packs: {
    'algebra-foundations': {
      title: 'Fundamentos de álgebra',
      description:
        'Gana confianza con las expresiones, los problemas de ecuaciones lineales y las inecuaciones, paso a paso.',
    },
    'geometry-essentials': {
      title: 'Geometría esencial',
      description:
        'Ángulos, figuras compuestas, arcos y sectores circulares, y áreas de cuerpos geométricos, con el razonamiento detrás de cada respuesta.',
    },
    'logarithms-mastery': {
      title: 'Domina los logaritmos',
      description:
        'De las propiedades de los logaritmos al cambio de base y al crecimiento y decrecimiento exponencial, una regla cada vez.',
    },
    'trigonometry-toolkit': {
      title: 'Kit de trigonometría',
      description:
        'Seno, coseno y tangente en la circunferencia unitaria, identidades y ecuaciones, y problemas de triángulos rectángulos.',
    },
    'calculus-readiness': {
      title: 'Preparación para el cálculo',
      description:
        'Límites, reglas de derivación y el estudio de una gráfica, para que llegues preparado a tu primer curso de cálculo.',
    },
    'competition-problem-solving': {
      title: 'Problemas de olimpiada',
      description:
        'Problemas de teoría de números y de conteo al estilo de las olimpiadas, con pistas que te llevan hasta la estrategia.',
    },
    'exam-prep-bundle': {
      title: 'Paquete de preparación de exámenes',
      description:
        'Todos los temas, de las fracciones y los porcentajes a la trigonometría y las derivadas, en un solo paquete, con repasos espaciados de lo que has aprendido.',
      summary: (n) =>
        `Las ${n} habilidades premium de aritmética, álgebra, geometría, logaritmos, trigonometría y cálculo`,
    },
    'teacher-classroom-kit': {
      title: 'Kit del profesor para el aula',
      description:
        'Todas las habilidades premium de álgebra, geometría y logaritmos, para ponerlas como práctica y repasar en clase las soluciones paso a paso.',
      summary: (n) => `Las ${n} habilidades premium de álgebra, geometría y logaritmos`,
    },
  },
};

const FRENCH_LEVELS = { Easy: 'Facile', Medium: 'Moyen', Hard: 'Difficile' } as const;
const french: ShopWords = {
  features: {
    skills: (count, names) =>
      `${count} ${count === 1 ? 'compétence premium' : 'compétences premium'} : ${names.join(', ')}`,
    fresh: (levels) =>
      `De nouveaux problèmes à chaque fois, ${levels.length === 1 ? 'au niveau' : 'aux niveaux'} ${levelList('fr', FRENCH_LEVELS, levels)}`,
    hints: (n) =>
      `Jusqu’à ${inWords(['', 'un', 'deux', 'trois', 'quatre', 'cinq'], n)} ${n === 1 ? 'niveau' : 'niveaux'} d’indices et une solution détaillée pour chaque problème`,
    mastery: 'Niveaux de maîtrise et révisions espacées pour chaque compétence',
  },
  packs: {
    'algebra-foundations': {
      title: 'Les bases de l’algèbre',
      description:
        'Prenez de l’assurance avec les expressions, les problèmes à mettre en équation et les inéquations, une étape détaillée après l’autre.',
    },
    'geometry-essentials': {
      title: 'L’essentiel de la géométrie',
      description:
        'Angles, figures composées, arcs et secteurs, et aires des solides, avec le raisonnement qui justifie chaque réponse.',
    },
    'logarithms-mastery': {
      title: 'Maîtriser les logarithmes',
      description:
        'Des propriétés des logarithmes au changement de base, jusqu’à la croissance et la décroissance exponentielles, une règle à la fois.',
    },
    'trigonometry-toolkit': {
      title: 'Boîte à outils de trigonométrie',
      description:
        'Sinus, cosinus et tangente sur le cercle trigonométrique, identités et équations, et problèmes de triangles rectangles.',
    },
    'calculus-readiness': {
      title: 'Objectif analyse',
      description:
        'Limites, règles de dérivation et étude d’une courbe, pour aborder sereinement votre premier cours d’analyse.',
    },
    'competition-problem-solving': {
      title: 'Problèmes de compétition',
      description:
        'Des problèmes d’arithmétique et de dénombrement dans l’esprit des olympiades, avec des indices qui vous mènent à la stratégie.',
    },
    'exam-prep-bundle': {
      title: 'Pack préparation aux examens',
      description:
        'Tous les thèmes, des fractions et pourcentages à la trigonométrie et aux dérivées, dans un seul pack, avec des révisions espacées de ce que vous avez appris.',
      summary: (n) =>
        `Les ${n} compétences premium d’arithmétique, d’algèbre, de géométrie, de logarithmes, de trigonométrie et d’analyse`,
    },
    'teacher-classroom-kit': {
      title: 'Kit de classe pour l’enseignant',
      description:
        'Toutes les compétences premium d’algèbre, de géométrie et de logarithmes, à donner en exercice et pour parcourir les solutions détaillées avec la classe.',
      summary: (n) => `Les ${n} compétences premium d’algèbre, de géométrie et de logarithmes`,
    },
  },
};

const GERMAN_LEVELS = { Easy: 'Leicht', Medium: 'Mittel', Hard: 'Schwer' } as const;
const german: ShopWords = {
  features: {
    skills: (count, names) =>
      `${count} ${count === 1 ? 'Premium-Fähigkeit' : 'Premium-Fähigkeiten'}: ${names.join(', ')}`,
    fresh: (levels) =>
      `Immer neue Aufgaben, ${levels.length === 1 ? 'im Schwierigkeitsgrad' : 'in den Schwierigkeitsgraden'} ${levelList('de', GERMAN_LEVELS, levels)}`,
    hints: (n) =>
      `Bis zu ${inWords(['', 'eine', 'zwei', 'drei', 'vier', 'fünf'], n)} ${n === 1 ? 'Tippstufe' : 'Tippstufen'} und ein vollständiger Lösungsweg zu jeder Aufgabe`,
    mastery: 'Lernstufen und verteilte Wiederholung für jede Fähigkeit',
  },
  packs: {
    'algebra-foundations': {
      title: 'Algebra-Grundlagen',
      description:
        'Werde sicher mit Termen, Textaufgaben zu linearen Gleichungen und Ungleichungen, Schritt für Schritt vorgerechnet.',
    },
    'geometry-essentials': {
      title: 'Geometrie-Grundwissen',
      description:
        'Winkel, zusammengesetzte Figuren, Kreisbögen und Kreisausschnitte sowie Oberflächen, mit der Begründung hinter jeder Antwort.',
    },
    'logarithms-mastery': {
      title: 'Logarithmen meistern',
      description:
        'Von den Logarithmengesetzen über den Basiswechsel bis zu exponentiellem Wachstum und Zerfall, eine Regel nach der anderen.',
    },
    'trigonometry-toolkit': {
      title: 'Trigonometrie-Werkzeugkasten',
      description:
        'Sinus, Kosinus und Tangens am Einheitskreis, Identitäten und Gleichungen sowie Textaufgaben zu rechtwinkligen Dreiecken.',
    },
    'calculus-readiness': {
      title: 'Fit für die Analysis',
      description:
        'Grenzwerte, Ableitungsregeln und Kurvendiskussion, damit du gut vorbereitet in deinen ersten Analysis-Kurs startest.',
    },
    'competition-problem-solving': {
      title: 'Wettbewerbsaufgaben lösen',
      description:
        'Aufgaben zu Zahlentheorie und Kombinatorik im Stil der Mathe-Olympiade, mit Tipps, die dich zur Strategie führen.',
    },
    'exam-prep-bundle': {
      title: 'Paket Prüfungsvorbereitung',
      description:
        'Alle Themen von Brüchen und Prozenten bis zu Trigonometrie und Ableitungen in einem Paket, mit verteilten Wiederholungen von dem, was du gelernt hast.',
      summary: (n) =>
        `Alle ${n} Premium-Fähigkeiten aus Arithmetik, Algebra, Geometrie, Logarithmen, Trigonometrie und Analysis`,
    },
    'teacher-classroom-kit': {
      title: 'Unterrichtspaket für Lehrkräfte',
      description:
        'Alle Premium-Fähigkeiten zu Algebra, Geometrie und Logarithmen: als Übung aufgeben und die Lösungswege gemeinsam mit der Klasse durchgehen.',
      summary: (n) => `Die ${n} Premium-Fähigkeiten zu Algebra, Geometrie und Logarithmen`,
    },
  },
};

const PORTUGUESE_LEVELS = { Easy: 'Fácil', Medium: 'Médio', Hard: 'Difícil' } as const;
const portuguese: ShopWords = {
  features: {
    skills: (count, names) =>
      `${count} ${count === 1 ? 'habilidade premium' : 'habilidades premium'}: ${names.join(', ')}`,
    fresh: (levels) =>
      `Sempre problemas novos, ${levels.length === 1 ? 'no nível' : 'nos níveis'} ${levelList('pt', PORTUGUESE_LEVELS, levels)}`,
    hints: (n) =>
      `Até ${inWords(['', 'um', 'dois', 'três', 'quatro', 'cinco'], n)} ${n === 1 ? 'nível' : 'níveis'} de dica e uma solução passo a passo para cada problema`,
    mastery: 'Níveis de domínio e revisão espaçada para cada habilidade',
  },
  packs: {
    'algebra-foundations': {
      title: 'Fundamentos de álgebra',
      description:
        'Ganhe confiança com expressões, problemas de equações do 1º grau e inequações, um passo resolvido de cada vez.',
    },
    'geometry-essentials': {
      title: 'Geometria essencial',
      description:
        'Ângulos, figuras compostas, arcos e setores circulares, e área da superfície de sólidos, com o raciocínio por trás de cada resposta.',
    },
    'logarithms-mastery': {
      title: 'Domine os logaritmos',
      description:
        'Das propriedades dos logaritmos à mudança de base e ao crescimento e decaimento exponencial, uma regra de cada vez.',
    },
    'trigonometry-toolkit': {
      title: 'Kit de trigonometria',
      description:
        'Seno, cosseno e tangente no círculo trigonométrico, identidades e equações, e problemas com triângulos retângulos.',
    },
    'calculus-readiness': {
      title: 'Preparação para o cálculo',
      description:
        'Limites, regras de derivação e o estudo de gráficos, para você chegar preparado ao seu primeiro curso de cálculo.',
    },
    'competition-problem-solving': {
      title: 'Problemas de olimpíada',
      description:
        'Problemas de teoria dos números e de contagem no estilo das olimpíadas, com dicas que levam você até a estratégia.',
    },
    'exam-prep-bundle': {
      title: 'Pacote de preparação para provas',
      description:
        'Todos os temas, de frações e porcentagens a trigonometria e derivadas, em um só pacote, com revisões espaçadas do que você aprendeu.',
      summary: (n) =>
        `Todas as ${n} habilidades premium de aritmética, álgebra, geometria, logaritmos, trigonometria e cálculo`,
    },
    'teacher-classroom-kit': {
      title: 'Kit de sala de aula para professores',
      description:
        'Todas as habilidades premium de álgebra, geometria e logaritmos, para passar como prática e percorrer com a turma as soluções passo a passo.',
      summary: (n) => `As ${n} habilidades premium de álgebra, geometria e logaritmos`,
    },
  },
};

const shopWords: Readonly<Record<PracticeLanguageCode, ShopWords>> = {
  en: english,
  es: spanish,
  fr: french,
  de: german,
  pt: portuguese,
};

/** What a receipt says, in a language: the product bought (a plan with its pack) and the restore code. */
const RECEIPTS: Readonly<Record<PracticeLanguageCode, { withPack: string; restoreCode: string }>> =
  {
    en: { withPack: 'with', restoreCode: 'restore code' },
    es: { withPack: 'con', restoreCode: 'código de restauración' },
    fr: { withPack: 'avec', restoreCode: 'code de restauration' },
    de: { withPack: 'mit', restoreCode: 'Wiederherstellungscode' },
    pt: { withPack: 'com', restoreCode: 'código de restauração' },
  };

/**
 * A payment's description, which Stripe's emailed receipt carries, in the buyer's language: what
 * was bought, a pack by its title in that language (a plan's name, Pro or Master, is the same in
 * every language), and the restore code that brings the purchase to another browser.
 * "MathTools Pro (con Geometría esencial) — código de restauración …".
 */
export const receiptLine = (
  item: { id: string; name: string },
  pack: { id: string; name: string } | null,
  restoreCode: string,
  lang: PracticeLanguageCode = 'en',
): string => {
  const name = (product: { id: string; name: string }) =>
    packText(product.id, lang)?.title ?? product.name;
  const words = RECEIPTS[lang];
  const what = pack ? `${name(item)} (${words.withPack} ${name(pack)})` : name(item);
  return `MathTools ${what} — ${words.restoreCode} ${restoreCode}`;
};

/** A pack's title and description in a language; undefined for an id that is not a pack. */
export const packText = (
  packId: string,
  lang: PracticeLanguageCode = 'en',
): { title: string; description: string } | undefined => {
  const text = shopWords[lang].packs[packId];
  return text && { title: text.title, description: text.description };
};

/** What `packFeatures` needs to know of one of the pack's skills. */
export interface PackSkill {
  title: string;
  levels: readonly PracticeDifficulty[];
  hintLevels: number;
}

/**
 * What every pack's skills give, stated from the skills themselves (the premium skills' list,
 * their titles in `lang`) so the card cannot promise more than the pack unlocks: how many premium
 * skills (named, unless the pack has a summary of them), problems made fresh at each difficulty
 * the skills offer, the hint levels and worked solutions, and mastery with spaced review.
 */
export function packFeatures(
  packId: string,
  skills: readonly PackSkill[],
  lang: PracticeLanguageCode = 'en',
): string[] {
  if (skills.length === 0) throw new Error(`pack ${packId} unlocks no skill`);
  const { features, packs } = shopWords[lang];
  const hints = Math.max(...skills.map((s) => s.hintLevels));
  const levels = [...new Set(skills.flatMap((s) => s.levels))];
  const summary = packs[packId]?.summary;
  return [
    summary
      ? summary(skills.length)
      : features.skills(
          skills.length,
          skills.map((s) => s.title),
        ),
    features.fresh(levels),
    features.hints(hints),
    features.mastery,
  ];
}
