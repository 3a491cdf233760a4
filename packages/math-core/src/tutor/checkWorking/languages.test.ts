/**
 * The checker's verdicts in the five languages: each sentence from its id and values, word for
 * word, the maths in the language's notation (x = −1,5 where the decimal mark is a comma), and
 * `why` the same data in every language.
 */
import { describe, expect, it } from 'vitest';
import { spanishTutor } from '../../locales/es/tutor';
import * as B from '../../math/build';
import { parseMath } from '../../math/parseMath';
import { RATIONAL_REFUSALS } from '../../math/rational';
import { type RefusalTable, refusalWrittenIn, said } from '../../math/refusal';
import { de } from '../../solve/write/de';
import { es } from '../../solve/write/es';
import { fr } from '../../solve/write/fr';
import { pt } from '../../solve/write/pt';
import type { WritingLanguage } from '../../solve/written';
import { checkWorking, type LineCheck, WORKING_REFUSALS } from '.';
import { ENGLISH_TUTOR, sayWhy, type TutorNotes, tutorLanguage } from './words';

const LANGUAGES: Record<string, WritingLanguage | undefined> = {
  en: undefined,
  es,
  fr,
  de,
  pt,
};

/** The first line of working's verdict in each language, by language code. */
const firstLine = (problem: string, lines: string[]): Record<string, LineCheck | undefined> =>
  Object.fromEntries(
    Object.entries(LANGUAGES).map(([code, language]) => {
      const r = checkWorking(problem, lines, language ? { language } : {});
      if (!r.ok) throw new Error(r.error.message);
      return [code, r.value.lines[0]];
    }),
  );

const reasons = (problem: string, lines: string[]): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(firstLine(problem, lines)).map(([code, l]) => [code, l?.reason]),
  );

/** Problems, working, and the first line's reason in each language, word for word. */
const CASES: readonly (readonly [string, string, string[], Record<string, string>])[] = [
  [
    'names a sign lost when a term moves across',
    '2x+3=7',
    ['2x=10', 'x=5'],
    {
      en: '3 was added to the other side instead of subtracted: to move +3 across, subtract 3 from both sides',
      es: 'Se sumó 3 al otro miembro en lugar de restarlo: para pasar +3 al otro lado, resta 3 en ambos miembros',
      fr: '3 a été ajouté à l’autre membre au lieu d’être soustrait\u00a0: pour faire passer +3 de l’autre côté, soustrayez 3 des deux membres',
      de: '3 wurde auf der anderen Seite addiert statt subtrahiert: um +3 auf die andere Seite zu bringen, subtrahiere 3 auf beiden Seiten',
      pt: '3 foi somado ao outro membro em vez de subtraído: para passar +3 para o outro lado, subtraia 3 de ambos os membros',
    },
  ],
  [
    'names one side changed alone',
    'x-4=6',
    ['x-4+4=6'],
    {
      en: '4 was added on the left side only: add 4 on both sides',
      es: 'Se sumó 4 solo en el primer miembro: suma 4 en ambos miembros',
      fr: '4 a été ajouté au membre de gauche seulement\u00a0: ajoutez 4 aux deux membres',
      de: '4 wurde nur auf der linken Seite addiert: addiere 4 auf beiden Seiten',
      pt: '4 foi somado só no primeiro membro: some 4 a ambos os membros',
    },
  ],
  [
    'names a bracket multiplied into its first term only',
    '3(x+2)=12',
    ['3x+2=12'],
    {
      en: '3 multiplies every term in the bracket, not only the first: 3(x + 2) is 3x + 6',
      es: '3 multiplica a cada término del paréntesis, no solo al primero: 3(x + 2) es 3x + 6',
      fr: '3 multiplie chaque terme de la parenthèse, pas seulement le premier\u00a0: 3(x + 2) vaut 3x + 6',
      de: '3 multipliziert jeden Summanden in der Klammer, nicht nur den ersten: 3(x + 2) ist 3x + 6',
      pt: '3 multiplica cada termo dos parênteses, não só o primeiro: 3(x + 2) é 3x + 6',
    },
  ],
  [
    'names an inequality sign not reversed',
    '-2x<6',
    ['x<-3'],
    {
      en: 'Multiplying or dividing both sides by a negative number reverses the inequality sign',
      es: 'Al multiplicar o dividir ambos miembros por un número negativo, la desigualdad cambia de sentido',
      fr: 'Multiplier ou diviser les deux membres par un nombre négatif change le sens de l’inégalité',
      de: 'Beim Multiplizieren oder Dividieren beider Seiten mit einer negativen Zahl dreht sich das Ungleichheitszeichen um',
      pt: 'Multiplicar ou dividir ambos os membros por um número negativo inverte o sinal da desigualdade',
    },
  ],
  [
    'says a line is not equal to the one before, its numbers in the language’s notation',
    '3/4+5/6',
    ['8/10'],
    {
      en: 'This is not equal to the line before: in value the line before is 1.58333 and this line is 0.8',
      es: 'Esto no es igual a la línea anterior: la línea anterior vale 1,58333 y esta línea vale 0,8',
      fr: 'Ce n’est pas égal à la ligne précédente\u00a0: la ligne précédente vaut 1,58333 et cette ligne vaut 0,8',
      de: 'Das ist nicht gleich der vorigen Zeile: die vorige Zeile ist 1,58333 und diese Zeile 0,8',
      pt: 'Isto não é igual à linha anterior: a linha anterior vale 1,58333 e esta linha vale 0,8',
    },
  ],
  [
    'names the negative root forgotten',
    'x^2=9',
    ['x=3'],
    {
      en: 'A square root can be positive or negative: x = −3 is missing',
      es: 'Una raíz cuadrada puede ser positiva o negativa: falta x = −3',
      fr: 'Une racine carrée peut être positive ou négative\u00a0: il manque x = −3',
      de: 'Eine Quadratwurzel kann positiv oder negativ sein: x = −3 fehlt',
      pt: 'Uma raiz quadrada pode ser positiva ou negativa: falta x = −3',
    },
  ],
  [
    'names a root lost by dividing by the unknown',
    'x^2=4x',
    ['x=4'],
    {
      en: 'x = 0 was lost: dividing both sides by something that can be 0 loses the solutions where it is 0',
      es: 'Se perdió x = 0: al dividir ambos miembros entre algo que puede valer 0 se pierden las soluciones donde vale 0',
      fr: 'x = 0 a été perdue\u00a0: diviser les deux membres par une quantité qui peut valoir 0 fait perdre les solutions où elle vaut 0',
      de: 'x = 0 ist verloren gegangen: wer beide Seiten durch etwas teilt, das 0 sein kann, verliert die Lösungen, bei denen es 0 ist',
      pt: 'x = 0 foi perdida: dividir ambos os membros por algo que pode valer 0 perde as soluções em que vale 0',
    },
  ],
  [
    'says a line does not follow, with the number that tells the lines apart',
    '2x+3=7',
    ['2x=5'],
    {
      en: 'x = 2 solves the line before but not this one',
      es: 'x = 2 es solución de la línea anterior, pero no de esta',
      fr: 'x = 2 est solution de la ligne précédente, mais pas de celle-ci',
      de: 'x = 2 löst die vorige Zeile, aber nicht diese',
      pt: 'x = 2 resolve a linha anterior, mas não esta',
    },
  ],
  [
    'says a system’s line does not follow from the equations before it',
    '2x+y=5, x-y=1',
    ['3x=4'],
    {
      en: '3x = 4 does not follow from the equations before it',
      es: '3x = 4 no se deduce de las ecuaciones anteriores',
      fr: '3x = 4 ne découle pas des équations précédentes',
      de: '3x = 4 folgt nicht aus den Gleichungen davor',
      pt: '3x = 4 não decorre das equações anteriores',
    },
  ],
];

describe('checkWorking in the page’s language', () => {
  for (const [what, problem, lines, said] of CASES)
    it(what, () => expect(reasons(problem, lines)).toEqual(said));

  it('keeps the verdict as data, the same in every language', () => {
    const lines = Object.values(firstLine('2x+3=7', ['2x=10']));
    for (const l of lines)
      expect(l).toMatchObject({
        status: 'wrong',
        mistake: 'sign-of-moved-term',
        why: { id: 'moved-added', values: { term: { type: 'number', value: '3' } } },
        suggestion: '2x = 4',
      });
  });

  it('words a refusal of the working in the language', () => {
    const refused = checkWorking('2x+3=7', ['  '], { language: es });
    expect(!refused.ok && refused.error.message).toBe(
      'Escribe tu procedimiento, un paso por línea',
    );
  });

  it('says the parser’s reason for a line it cannot read in the language', () => {
    // The parser's refusal is said inside the checker's sentence, in the words the language's
    // entry has for it (English where it has none).
    const parsed = parseMath('x=2)');
    if (parsed.ok) throw new Error('x=2) was read');
    const checked = checkWorking('2x=4', ['x=2)'], { language: es });
    expect(checked.ok && checked.value.lines[0]?.reason).toBe(
      spanishTutor['could-not-read'].replace(
        '{reason}',
        refusalWrittenIn(parsed.error, es).message,
      ),
    );
    // A refusal the language has words for is said in them.
    const why = {
      id: 'could-not-read',
      values: { reason: { refusal: said(RATIONAL_REFUSALS, 'divideByZero') } },
    } as const;
    expect(sayWhy(why)).toBe('This line could not be read: The problem divides by zero');
    expect(sayWhy(why, tutorLanguage(es))).toBe(
      'No se pudo leer esta línea: El problema divide entre cero',
    );
  });

  it('refuses a problem in the language: the solver’s reason, and a kind whose working is not checked', () => {
    const refusals = (es.writing.notes as { refusals: RefusalTable }).refusals;
    const divides = checkWorking('2x+1/0=3', ['x=2'], { language: es });
    expect(!divides.ok && divides.error).toMatchObject({
      field: 'problem',
      message: refusals.divideByZero,
      why: { id: 'divideByZero' },
    });
    const mean = checkWorking('mean of 1, 2, 3', ['2'], { language: es });
    expect(!mean.ok && mean.error).toMatchObject({
      code: 'unsupported',
      message: refusals.workingUnchecked?.replace('{title}', 'mean'),
      why: { id: 'workingUnchecked', values: { title: 'mean' } },
    });
    const english = checkWorking('mean of 1, 2, 3', ['2']);
    expect(!english.ok && english.error.message).toBe(
      WORKING_REFUSALS.workingUnchecked.replace('{title}', 'mean'),
    );
  });

  it('gives every sentence of the English table in each language, with the same {names}', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of [es, fr, de, pt]) {
      const words: Record<string, string> = (language.writing.notes as TutorNotes).tutor ?? {};
      expect(Object.keys(words).sort()).toEqual(Object.keys(ENGLISH_TUTOR).sort());
      for (const [id, english] of Object.entries(ENGLISH_TUTOR))
        expect(names(words[id] ?? ''), `${id}: ${words[id]}`).toEqual(names(english));
      const same = Object.entries(ENGLISH_TUTOR).filter(
        ([id, english]) => /[a-z]{4,}/.test(english) && words[id] === english,
      );
      expect(same).toEqual([]);
    }
  });

  it('writes several values with the language’s "and"', () => {
    const why = {
      id: 'roots-lost',
      values: {
        values: { all: [B.eq(B.variable('x'), B.n('0')), B.eq(B.variable('x'), B.n('2.5'))] },
      },
    } as const;
    expect(sayWhy(why)).toBe(
      'x = 0 and x = 2.5 were lost: dividing both sides by something that can be 0 loses the solutions where it is 0',
    );
    expect(sayWhy(why, { words: spanishTutor, notation: es.writing.notation })).toBe(
      'Se perdieron x = 0 y x = 2,5: al dividir ambos miembros entre algo que puede valer 0 se pierden las soluciones donde vale 0',
    );
  });
});
