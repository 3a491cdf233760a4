/**
 * Words every premium pack's families use (working a value out, rounding it), in each language
 * the site is written in. Each language follows the glossary of math-core's locale folder and
 * its register: Spanish "tú", French "vous", German "du", Portuguese "você".
 */
import { sayFrom } from '@mathtools/math-core/skill-kit';
import type { InEveryLanguage } from './types';

const en = {
  work: 'Work it out',
  round1: 'Round to 1 decimal',
  round: 'Round to {places} decimals',
};

export const SHARED_WORDS: InEveryLanguage<typeof en> = {
  en,
  es: {
    work: 'Calcula',
    round1: 'Redondea a 1 decimal',
    round: 'Redondea a {places} decimales',
  },
  fr: {
    work: 'Calculez',
    round1: 'Arrondissez au dixième',
    round: 'Arrondissez à {places} décimales',
  },
  de: {
    work: 'Rechne aus',
    round1: 'Runde auf 1 Nachkommastelle',
    round: 'Runde auf {places} Nachkommastellen',
  },
  pt: {
    work: 'Calcule',
    round1: 'Arredonde para 1 casa decimal',
    round: 'Arredonde para {places} casas decimais',
  },
};

export const say = sayFrom(SHARED_WORDS);
