import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

/** SR-005 / SR-006: 404 with "This page could not be found" (translated where the language has the text). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { lng } = useParams();
  return (
    <section className="ko-error-page" aria-labelledby="not-found-title" data-status="404">
      <h1 id="not-found-title" className="ko-error-page__status">
        {t('shell_not_found_title')}
      </h1>
      <p>{t('shell_not_found_text')}</p>
      <Link to={lng ? `/${lng}/` : '/'}>{t('shell_to_home')}</Link>
    </section>
  );
}
