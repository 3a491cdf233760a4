import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Link, NavLink } from '../../components/ui/link';
import { Container } from '../../components/ui/section';
import { useT } from '../../i18n/use-t';
import { mainNav } from '../site';
import * as styles from './header.css';
import { CloseIcon, Logo, MenuIcon } from './icons';
import { LanguageMenu } from './language-menu';
import { LanguageNotice } from './language-notice';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  const t = useT('common');

  // The mobile menu closes after every navigation.
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  // Escape closes the menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main-content">
        {t('header.skipToContent')}
      </a>
      <Container className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={t('header.home')}>
          <Logo className={styles.logo} />
          <span>MathTools</span>
        </Link>
        <nav aria-label={t('header.mainNav')} className={styles.desktopNav}>
          <ul className={styles.navList}>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={styles.navLink}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageMenu />
          <ThemeToggle />
          <Button asChild size="small" className={styles.contactDesktop}>
            <Link to="/contact">{t('header.contact')}</Link>
          </Button>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Button>
        </div>
      </Container>
      <div id={menuId} className={styles.mobilePanel} hidden={!menuOpen}>
        {menuOpen ? (
          <Container>
            <nav aria-label={t('header.mobileNav')}>
              <ul className={styles.mobileList}>
                {mainNav.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/'} className={styles.mobileLink}>
                      {t(`nav.${item.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <Button asChild fullWidth className={styles.mobileContact}>
                <Link to="/contact">{t('header.contact')}</Link>
              </Button>
            </nav>
          </Container>
        ) : null}
      </div>
      <LanguageNotice />
    </header>
  );
}
