import { SUPPORTED_LANGUAGES } from '@kickoff/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useParams } from 'react-router-dom';
import styles from './SiteHeader.module.css';

const SECTIONS = [
  { path: 'line', label: 'shell_nav_line' },
  { path: 'live', label: 'shell_nav_live' },
  { path: 'casino', label: 'shell_nav_casino' },
] as const;

/**
 * The header bar: logo, the main sections, what the features put in the header slot (the coupon count, the balance,
 * the account, the preferences), and the language switch (same page, other language).
 */
export function SiteHeader({ parts }: { parts?: ReactNode }) {
  const { t } = useTranslation();
  const { lng = '' } = useParams();
  const { pathname, search } = useLocation();
  const rest = pathname.slice(lng.length + 1);
  return (
    <div className={styles.bar}>
      <Link to={`/${lng}/`} className={styles.logo}>
        {t('shell_site_name')}
      </Link>
      <nav aria-label={t('shell_nav_label')}>
        <ul className={styles.sections}>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={`/${lng}/${section.path}`} className={styles.link}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {parts}
      <nav aria-label={t('shell_language_label')}>
        <ul className={styles.languages}>
          {SUPPORTED_LANGUAGES.map((language) => (
            <li key={language}>
              <Link
                to={`/${language}${rest}${search}`}
                hrefLang={language}
                aria-current={language === lng ? 'true' : undefined}
                className={styles.link}
              >
                {language.toUpperCase()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
