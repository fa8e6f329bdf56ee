import { SUPPORTED_LANGUAGES } from '@kickoff/i18n';
import { AccountArea, selectIsAuthenticated } from '@kickoff/session';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation, useParams } from 'react-router-dom';
import { CouponIndicator } from './CouponIndicator';
import styles from './Header.module.css';

// Off the first paint: the preferences and a signed-in player's balance come with their own chunks (the balance's
// only for players: a visitor's page never fetches it).
const AccountBalance = lazy(() => import('@kickoff/accounts/header'));
const HeaderPreferences = lazy(() => import('@kickoff/user-config/header'));

/**
 * The server renders the preferences; their chunk arrives after hydration starts. A Suspense boundary still waiting
 * for its chunk that receives new props (any re-render of the header makes a new child element) drops the server's
 * HTML for its fallback until the chunk is there: the header shrank and grew back (CLS 0.15). Without props, memo
 * keeps the boundary untouched until it hydrates.
 */
const Preferences = memo(function Preferences() {
  return (
    <Suspense fallback={null}>
      <HeaderPreferences />
    </Suspense>
  );
});

const SECTIONS = [
  { path: 'line', label: 'web_nav_line' },
  { path: 'live', label: 'web_nav_live' },
  { path: 'casino', label: 'web_nav_casino' },
] as const;

/** The header slot's content: logo, the main sections, the coupon badge, the language switch (same page, other language). */
export function Header() {
  const { t } = useTranslation();
  const { lng = '' } = useParams();
  const { pathname, search } = useLocation();
  const signedIn = useSelector(selectIsAuthenticated);
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
      <CouponIndicator />
      {signedIn && (
        <Suspense fallback={null}>
          <AccountBalance />
        </Suspense>
      )}
      <AccountArea />
      <Preferences />
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
