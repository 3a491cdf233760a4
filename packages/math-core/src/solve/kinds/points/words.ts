/**
 * The questions in words the points kind reads: the slope, distance, midpoint or line "between"
 * two points, as that function of them ("gradient of the line through (1, 2) and (3, 4)" is
 * slope((1, 2), (3, 4))).
 */
import type { Question } from '../../read/words';

/** A question about two points in words, as its function's name (the line's equation is `line`). */
const POINT_QUESTIONS: Record<string, string> = {
  slope: 'slope',
  gradient: 'slope',
  distance: 'distance',
  midpoint: 'midpoint',
  'mid-point': 'midpoint',
};

export const pointsQuestions: readonly Question[] = [
  [
    /^(?:find\s+)?(?:the\s+)?(?:equation\s+)?(?:of\s+)?(?:the\s+)?(slope|gradient|distance|midpoint|mid-point|line)\s+(?:of\s+the\s+line\s+)?(?:between|through|passing\s+through|joining|connecting|from|of)?\s*(?:the\s+points\s+)?(\(\s*-?[\d./]+\s*,\s*-?[\d./]+\s*\))\s*(?:and|to|,|&)\s*(\(\s*-?[\d./]+\s*,\s*-?[\d./]+\s*\))\s*\??$/i,
    (asked, p, q) =>
      `${POINT_QUESTIONS[asked.toLowerCase().replace(/\s+/g, ' ')] ?? 'line'}(${p}, ${q})`,
  ],
];
