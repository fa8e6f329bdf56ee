import { SUPPORTED_LANGUAGES } from '@kickoff/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';

export function Header() {
  const { t } = useTranslation();
  const { lng = '' } = useParams();
  const { pathname, search } = useLocation();
  const rest = pathname.slice(lng.length + 1);
  return (
    <header className="ko-header">
      <Link to={`/${lng}/`} className="ko-header__logo">
        {t('shell_site_name')}
      </Link>
      <nav aria-label={t('shell_language_label')} className="ko-header__languages">
        {SUPPORTED_LANGUAGES.map((language) => (
          <Link
            key={language}
            to={`/${language}${rest}${search}`}
            hrefLang={language}
            aria-current={language === lng ? 'true' : undefined}
            className="ko-header__language"
          >
            {language.toUpperCase()}
          </Link>
        ))}
      </nav>
    </header>
  );
}
