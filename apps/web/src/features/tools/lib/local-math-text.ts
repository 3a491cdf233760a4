import type { Language } from '../../../i18n/languages';

/**
 * A statement math-core writes as text (`1/3 ≈ 0.3333`, `50 × 1.08 = 54`) in a sentence of the
 * page's language: English keeps it as it is, the others write its decimals with a comma
 * (`1/3 ≈ 0,3333`), as their readers do. Only a point between two digits is a decimal point.
 */
export const mathTextIn = (language: Language, text: string): string =>
  language === 'en' ? text : text.replace(/(\d)\.(\d)/g, '$1,$2');
