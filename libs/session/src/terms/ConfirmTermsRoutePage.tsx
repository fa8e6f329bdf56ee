import { ConfirmTermsPage } from './ConfirmTermsPage';
import { useNavigate, useParams } from 'react-router-dom';

/** The confirm-terms route (SES-054 … SES-059): the session's page in the router; a confirmation goes home. */
export default function ConfirmTermsRoutePage() {
  const navigate = useNavigate();
  const { lng = '' } = useParams();
  return (
    <ConfirmTermsPage
      onConfirmed={() => void navigate(`/${lng}/`, { replace: true })}
      // The platform names site pages without a language: they open in the player's language.
      hrefOf={(link) => (link.startsWith('/') && !link.startsWith('//') ? `/${lng}${link}` : link)}
    />
  );
}
