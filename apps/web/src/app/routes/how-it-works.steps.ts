import type { Translate } from '../../i18n/use-t';
import type { HowToStep } from '../../lib/json-ld';

/**
 * The four steps of how MathTools is used, as the `home` catalogue words them (`step.<i>.name`,
 * `step.<i>.text`): /how-it-works lists them and the home page's how-it-works section shows the
 * same ones, so the two never count differently.
 */
export const localizedSteps = (t: Translate): HowToStep[] =>
  [0, 1, 2, 3].map((i) => ({ name: t(`step.${i}.name`), text: t(`step.${i}.text`) }));
