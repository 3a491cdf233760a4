import { age } from '@mathtools/math-core';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { inLanguage } from '../lib/in-language';
import { explain } from '../lib/refusal';
import { Refusal } from '../lib/url-state';

/**
 * The age calculator's calculation, loaded with the form's first use (`lazyWork`), so the page's
 * first load carries neither math-core's date arithmetic nor the typesetting of its steps.
 * "Today" is read here, when Calculate runs, never during render.
 */
export function solve({ birth, target }: { birth: string; target: string }, language: Language) {
  const w = translator(language, 'tools-calculators');
  const r = target ? age(birth, target) : age(birth);
  if (r.ok) return inLanguage(r.value, language);
  if (r.error.code === 'target_before_birth')
    return target
      ? new Refusal(w('age.targetBeforeBirth'), 'target')
      : new Refusal(w('age.birthInFuture'), 'birth');
  return explain(r.error, (f) =>
    f === 'birthDate'
      ? { label: w('age.theBirth'), control: 'birth' }
      : f === 'targetDate'
        ? { label: w('age.theTarget'), control: 'target' }
        : undefined,
  );
}
