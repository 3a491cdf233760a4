import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { setTheme, useTheme } from '../../lib/theme';
import * as styles from './header.css';
import { MoonIcon, SunIcon } from './icons';

/**
 * Light/dark switch. The icon follows <html data-theme> through CSS, so the prerendered button
 * is already right before hydration; the label becomes specific once the theme is known.
 */
export function ThemeToggle() {
  const theme = useTheme();
  const t = useT('common');
  const label =
    theme === null ? t('theme.toggle') : theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      data-testid="theme-toggle"
    >
      <SunIcon className={styles.themeIconSun} />
      <MoonIcon className={styles.themeIconMoon} />
    </Button>
  );
}
