import { ConnectedRegistrationForm } from '@kickoff/session';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';

/** The registration route (`registration/{type?}`): the registration form as a page; a social network returns here. */
export default function RegistrationRoutePage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const [query] = useSearchParams();
  return (
    <section aria-labelledby="registration-title">
      <h1 id="registration-title">{t('web_registration_title')}</h1>
      <ConnectedRegistrationForm type={type} network={query.get('network') ?? undefined} code={query.get('code') ?? undefined} bonus={query.get('bonus') ?? undefined} />
    </section>
  );
}
