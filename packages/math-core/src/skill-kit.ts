/**
 * `@mathtools/math-core/skill-kit`: what a practice skill defined outside the library needs to be
 * listed and generated exactly as the library's own skills are. A skill is a `SkillDefinition`
 * whose levels are `Family` functions; a family draws its numbers from the `Random` it is given
 * and writes its problem with `draft`, its maths as trees built with the builders below, so the
 * text, the MathML and the steps come from one tree; its sentences are its own words by id
 * (`sayFrom`), so that it is written in every language it has words for. `listFromDefinitions` and
 * `generateFromDefinition` then give the `SkillInfo` and `SkillProblem` that `listSkills` and
 * `generateSkillProblem` give. Only re-exports: the code lives with the library's own skills.
 */

export type { Random } from './_lib/random';
// Expression trees (`MathNode`, from the main entry): one builder per node type.
export {
  add,
  approx,
  chain,
  constant,
  degrees,
  div,
  eq,
  fn,
  frac,
  list,
  log,
  mul,
  neg,
  num,
  pow,
  sqrt,
  sub,
  text,
  times as implicit,
  variable,
} from './math/build';
export { gcdNumber } from './math/rational';
export { generateFromDefinition } from './practice/generateSkillProblem';
export { listFromDefinitions } from './practice/listSkills';
// Writing a problem: its spec to a draft, numbers and terms as trees, numbers and terms as text.
export { logOf } from './practice/problems/logarithms';
// Skills: the definition, listing and generating.
export type { Difficulty, Family, ProblemDraft, ProblemSpec } from './practice/problems/shared';
export {
  draft,
  frac as fractionText,
  N,
  nonZero,
  over,
  plus,
  ratio,
  signed as signedText,
  signedTimes as signedTermText,
  term,
  times as termText,
  X,
  Y,
} from './practice/problems/shared';
export type { Formula, SkillDefinition } from './practice/skills/catalogue';
// A skill's own words in each language: `sayFrom(WORDS)` gives its `say`; `typed` puts maths in a
// sentence with its English typed form.
export {
  type OwnWords,
  type SaidOwn,
  sayFrom,
  typed,
  type Words,
  type WordValue,
} from './practice/words';
