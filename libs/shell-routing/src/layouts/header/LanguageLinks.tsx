import { SUPPORTED_LANGUAGES } from '@kickoff/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteLocation } from './site-sections';
import styles from './SiteHeader.module.css';

/** The language switch: the same page in another language. */
export function LanguageLinks({ className, onChosen }: { className?: string; onChosen?: () => void }) {
  const { t } = useTranslation();
  const { lng, rest, search } = useSiteLocation();
  return (
    <nav aria-label={t('shell_language_label')} className={className}>
      <ul className={styles.languages}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={`/${language}${rest}${search}`}
              hrefLang={language}
              aria-current={language === lng ? 'true' : undefined}
              className={styles.link}
              onClick={onChosen}
            >
              {language.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
