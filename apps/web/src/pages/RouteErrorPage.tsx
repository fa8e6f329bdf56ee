import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

/** SR-008 / SR-009: a route error shows its status code, 500 when it has none; 404 is the not-found page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage />;
  return (
    <section className="ko-error-page" aria-labelledby="error-title" data-status={status}>
      <h1 id="error-title" className="ko-error-page__status">
        {status}
      </h1>
      <p>{t('main_error')}</p>
    </section>
  );
}
