import { MenuIcon } from '@kickoff/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageLinks } from './LanguageLinks';
import { SECTIONS, useSiteLocation } from './site-sections';
import { SiteMenu } from './SiteMenu';
import styles from './SiteHeader.module.css';

/**
 * The header: one row on every size. Logo; from 1100 px the main sections and the language switch; what the features
 * put in the header slot (the coupon's count, the balance, the account corner); the menu button, which opens the
 * drawer holding the sections, the language and the player's settings (the menu slot: theme, odds format).
 */
export function SiteHeader({ parts, menuParts }: { parts?: ReactNode; menuParts?: ReactNode }) {
  const { t } = useTranslation();
  const { href } = useSiteLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <div className={styles.bar}>
      <Link to={href('')} className={styles.logo}>
        {t('shell_site_name')}
      </Link>
      <nav aria-label={t('shell_nav_label')} className={styles.wide}>
        <ul className={styles.sections}>
          {SECTIONS.filter((section) => section.id !== 'home').map((section) => (
            <li key={section.id}>
              <NavLink to={href(section.path)} className={styles.link}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.parts}>{parts}</div>
      <LanguageLinks className={styles.wide} />
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={isMenuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <MenuIcon />
        <span className={styles.menuLabel}>{t('shell_menu')}</span>
      </button>
      <SiteMenu open={isMenuOpen} onClose={() => setMenuOpen(false)} parts={menuParts} />
    </div>
  );
}
