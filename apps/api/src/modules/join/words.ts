/**
 * The few sentences the class routes say to a student themselves, beside math-core's (a line's
 * reason, a mistake's sentence), in each language a student may join a class in (`?lang=`, the
 * language of their join link). math-core's sentences come in that language from its entry
 * (`../practice/languages.ts`); these are the ones it has no words for: a verdict without a
 * reason.
 */
import type { LineVerdict, PracticeLanguageCode } from '@mathtools/contracts';

interface ClassWords {
  /** An answer that is right. */
  right: string;
  /** A wrong answer that no common mistake explains. */
  notRightYet: string;
  /** A line of working the checker gave no reason for, by its verdict. */
  line: Record<LineVerdict, string>;
}

const WORDS: Record<PracticeLanguageCode, ClassWords> = {
  en: {
    right: 'Right!',
    notRightYet: 'Not right yet: check your working and try again',
    line: {
      right: 'This line follows from the one before',
      wrong: 'This line does not follow from the one before',
      unreadable: 'This line cannot be read',
    },
  },
  es: {
    right: '¡Correcto!',
    notRightYet: 'Todavía no es correcto: revisa tu procedimiento y vuelve a intentarlo',
    line: {
      right: 'Esta línea se deduce de la anterior',
      wrong: 'Esta línea no se deduce de la anterior',
      unreadable: 'Esta línea no se puede leer',
    },
  },
  // As the site and math-core's French, these say "vous" to the student.
  fr: {
    right: 'Juste\u00a0!',
    notRightYet: 'Pas encore juste\u00a0: vérifiez votre démarche et réessayez',
    line: {
      right: 'Cette ligne découle de la précédente',
      wrong: 'Cette ligne ne découle pas de la précédente',
      unreadable: 'Cette ligne ne peut pas être lue',
    },
  },
  de: {
    right: 'Richtig!',
    notRightYet: 'Noch nicht richtig: Prüf deinen Rechenweg und versuch es noch einmal',
    line: {
      right: 'Diese Zeile folgt aus der vorigen',
      wrong: 'Diese Zeile folgt nicht aus der vorigen',
      unreadable: 'Diese Zeile kann nicht gelesen werden',
    },
  },
  pt: {
    right: 'Certo!',
    notRightYet: 'Ainda não está certo: confira sua resolução e tente de novo',
    line: {
      right: 'Esta linha decorre da anterior',
      wrong: 'Esta linha não decorre da anterior',
      unreadable: 'Não foi possível ler esta linha',
    },
  },
};

/** The class routes' own sentences in `lang` (English without it). */
export const classWords = (lang: PracticeLanguageCode | undefined): ClassWords =>
  WORDS[lang ?? 'en'];
