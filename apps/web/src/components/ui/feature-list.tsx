import { useT } from '../../i18n/use-t';
import { cx } from '../../lib/cx';
import * as styles from './feature-list.css';
import { VisuallyHidden } from './visually-hidden';

export type FeatureItem = { text: string; included?: boolean };

const iconProps = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

type FeatureListProps = {
  items: readonly FeatureItem[];
  label: string;
  /** Say "Included:" / "Not included:" before each item (default: when any item is excluded). */
  announce?: boolean;
};

/**
 * A ticked list of what something includes. Items with `included: false` get a cross, muted
 * text and a spoken "Not included:", so the difference is never colour or icon alone.
 */
export function FeatureList({ items, label, announce }: FeatureListProps) {
  const mixed = announce ?? items.some((item) => item.included === false);
  const t = useT('common');
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const excluded = item.included === false;
        return (
          <li key={item.text} className={cx(styles.item, excluded && styles.excluded)}>
            <svg
              aria-hidden="true"
              focusable="false"
              className={excluded ? styles.cross : styles.check}
              {...iconProps}
            >
              <path d={excluded ? 'M18 6 6 18M6 6l12 12' : 'M20 6 9 17l-5-5'} />
            </svg>
            <span>
              {mixed ? (
                <VisuallyHidden>
                  {excluded ? t('features.excluded') : t('features.included')}
                </VisuallyHidden>
              ) : null}
              {item.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
