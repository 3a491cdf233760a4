import type { SkillInfo } from '@mathtools/math-core';
import { allSkills } from '@mathtools/premium-skills';
import { type OtherLanguage, practiceLanguage } from '../practice/languages.js';

/** Every skill listed in each language asked for, once per language: see `skillsIn`. */
const listedIn = new Map<OtherLanguage, Promise<ReadonlyMap<string, SkillInfo>>>();

/**
 * Every skill, free and premium, written in `lang` (its name, description, formula sheet and
 * mistakes: math-core's words for the free skills, the premium skills' own words for theirs), by
 * id, in `allSkills`' order; the language's entry is loaded in this thread when first asked for.
 * A skill's words never change, and listing the premium skills typesets their formula sheets, so
 * each language is listed once per thread, for the skills calls and the marketplace alike.
 */
export function skillsIn(lang: OtherLanguage): Promise<ReadonlyMap<string, SkillInfo>> {
  let listed = listedIn.get(lang);
  if (listed === undefined) {
    listed = practiceLanguage(lang).then(
      (language) => new Map(allSkills({ language }).map((s) => [s.id, s])),
    );
    // A failed load is tried again next time.
    listed.catch(() => listedIn.delete(lang));
    listedIn.set(lang, listed);
  }
  return listed;
}
