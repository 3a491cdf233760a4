import { type PracticeDifficulty, practiceDifficulties } from '@mathtools/contracts';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import * as styles from './practice.css';

/**
 * The level of the category's problems: three radio buttons drawn as one segmented control (arrow
 * keys move between them, as in any radio group). A change starts a new problem at that level.
 */
export function DifficultyPicker({
  value,
  onChange,
}: {
  value: PracticeDifficulty;
  onChange: (difficulty: PracticeDifficulty) => void;
}) {
  const name = useId();
  const t = useT('practice');
  return (
    <fieldset className={styles.levels}>
      <legend className={styles.levelsLegend}>{t('difficulty.legend')}</legend>
      <div className={styles.levelOptions}>
        {practiceDifficulties.map((level) => (
          <label key={level} className={styles.level}>
            <input
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className={styles.levelInput}
            />
            {t(`level.${level}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
