/**
 * Words around a typed problem: the command a student writes before it ("Solve for x:",
 * "What is", "Multiply out") is taken off when the solver can do it, and refused with the reason
 * when it cannot ("factor", "differentiate"). Any other run of letters that is not a function
 * name or a product of one-letter unknowns the solver accepts is refused, so that a word is never
 * read as a product of one-letter unknowns ("what" as w·h·a·t).
 */
import { SolveStop } from '../math/rational';

/** Commands the solver answers: taken off, the rest is solved as typed. */
const DONE = [
  /^(?:please\s+)?solve\s+for\s+[a-z]\b\s*[:,]?\s*/i,
  /^(?:please\s+)?find\s+(?:the\s+value\s+of\s+)?[a-z]\s*(?:(?:if|when|given(?:\s+that)?)\b|[:,])\s*/i,
  /^(?:please\s+)?(?:solve|simplify|expand|multiply\s+out|evaluate|calculate|compute|work\s+out|find(?:\s+the\s+value\s+of)?|what\s+is|what['’]s|whats)\b\s*(?:the\s+equation\b|the\s+expression\b)?\s*[:,]?\s*/i,
];

/** Commands the solver cannot do yet, with the reason it gives. */
const NOT_YET: [RegExp, string][] = [
  [
    /^(?:the\s+)?(?:factori[sz]e|factor|factorization|factorisation)\b/i,
    'Factoring is not supported yet',
  ],
  [/^(?:the\s+)?(?:differentiate|derive|derivative|d\/dx)\b/i, 'Derivatives are not supported yet'],
  [/^(?:the\s+)?(?:integrate|integral|antiderivative)\b/i, 'Integrals are not supported yet'],
  [/^(?:the\s+)?(?:limit|lim)\b/i, 'Limits are not supported yet'],
  [/^(?:the\s+)?(?:graph|plot|sketch|draw)\b/i, 'Graphs are not supported yet'],
];

const CAN_DO = 'the solver can expand, simplify and solve equations';

/** Function names the reader knows, longest first ("sinh" before "sin"), as it reads them. */
const NAMES =
  'arcsin arccos arctan floor sqrt cbrt root sinh cosh tanh ceil asin acos atan log sin cos tan cot sec csc exp abs gcd lcm min max ln'.split(
    ' ',
  );

/**
 * The unknowns a run of letters is read as when it is not a function name, π, e or "or"/"and"
 * between problems: "xy" → x, y; "sinx" → x; "what" → w, h, a, t.
 */
const lettersOf = (run: string): string[] => {
  const letters: string[] = [];
  let rest = run.toLowerCase();
  while (rest.length > 0) {
    const name =
      NAMES.find((n) => rest.startsWith(n)) ?? (rest.startsWith('pi') ? 'pi' : undefined);
    if (name) rest = rest.slice(name.length);
    else {
      if (rest[0] !== 'e') letters.push(rest[0] as string);
      rest = rest.slice(1);
    }
  }
  return letters;
};

/** A word in the problem that the solver would otherwise read as one-letter unknowns. */
const unknownWord = (text: string): string | undefined => {
  for (const match of text.matchAll(/[a-zA-Zα-ωΑ-Ω]{2,}/g)) {
    const run = match[0];
    const before = text.slice(0, match.index).trimEnd();
    const after = text.slice((match.index ?? 0) + run.length).trimStart();
    // "or" and "and" between two equations ("x+y=3 and x-y=1").
    if (/^(or|and)$/i.test(run) && before.length > 0 && after.length > 0) continue;
    if (lettersOf(run).length >= 2) return run;
  }
  return undefined;
};

/**
 * The problem without the words around it ("Solve for x: …", "… for x.", "What is …?") and with
 * new lines between equations as commas; a SolveStop for a command the solver cannot do and for
 * a word it does not know.
 */
export const prepare = (text: string): string => {
  let rest = text.trim();
  for (let again = true; again; ) {
    again = false;
    for (const command of DONE) {
      const match = command.exec(rest);
      if (match && match[0].length > 0 && match[0].length < rest.length) {
        rest = rest.slice(match[0].length).trimStart();
        again = true;
      }
    }
  }
  for (const [command, reason] of NOT_YET)
    if (command.test(rest)) throw new SolveStop('unsupported', `${reason}; ${CAN_DO}`);
  rest = rest
    .replace(/\s*[?!.]+$/, '')
    .replace(/\s*[,;]?\s+for\s+[a-zA-Z]\s*[?!.]*$/i, '')
    .replace(/\s*[\r\n]+\s*/g, ', ');
  const word = unknownWord(rest);
  if (word)
    throw new SolveStop(
      'invalid_value',
      `"${word}" was not understood: unknowns are single letters (write x*y for a product of two unknowns), and the words the solver knows are commands such as solve, simplify, expand and evaluate, and functions such as sqrt, log and ln`,
    );
  return rest;
};
