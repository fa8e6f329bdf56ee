import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ConnectedRegistrationForm } from './ConnectedRegistrationForm';

/** The registration route (`registration/{type?}`): the registration form as a page; a social network returns here. */
export function RegistrationRoutePage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const [query] = useSearchParams();
  return (
    <section aria-labelledby="registration-title">
      <h1 id="registration-title">{t('session_registration_page_title')}</h1>
      <ConnectedRegistrationForm
        type={type}
        network={query.get('network') ?? undefined}
        code={query.get('code') ?? undefined}
        bonus={query.get('bonus') ?? undefined}
      />
    </section>
  );
}
