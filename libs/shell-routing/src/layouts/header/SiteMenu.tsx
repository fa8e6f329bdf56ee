import { Drawer } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageLinks } from './LanguageLinks';
import { SECTIONS, useSiteLocation } from './site-sections';
import styles from './SiteMenu.module.css';

interface SiteMenuProps {
  open: boolean;
  onClose(): void;
  /** What the features put in the menu slot: the player's settings (theme, odds format). */
  parts?: ReactNode;
}

/** The menu drawer, on every size: the sections, the language, the player's settings and the way to all of them. */
export function SiteMenu({ open, onClose, parts }: SiteMenuProps) {
  const { t } = useTranslation();
  const { current, href } = useSiteLocation();
  return (
    <Drawer open={open} onClose={onClose} title={t('shell_menu')} side="end">
      <nav aria-label={t('shell_nav_label')}>
        <ul className={styles.sections}>
          {SECTIONS.map(({ id, path, label, Icon }) => (
            <li key={id}>
              <Link
                to={href(path)}
                className={styles.section}
                aria-current={id === current ? 'page' : undefined}
                onClick={onClose}
              >
                <Icon />
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageLinks className={styles.languages} onChosen={onClose} />
      <section aria-labelledby="site-menu-settings" className={styles.settings}>
        <h3 id="site-menu-settings" className={styles.heading}>
          {t('shell_menu_settings')}
        </h3>
        {parts}
        <Link to={href('office/settings')} className={styles.section} onClick={onClose}>
          {t('shell_menu_settings_page')}
        </Link>
      </section>
    </Drawer>
  );
}
