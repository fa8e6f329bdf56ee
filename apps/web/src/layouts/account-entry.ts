import { useNavigate, useParams } from 'react-router-dom';

/**
 * How the header opens sign-in and registration. Until the session's modals are mounted they are the pages
 * of the login and registration routes, which open as modals over the current page once they are.
 */
export function useAccountEntry() {
  const navigate = useNavigate();
  const { lng = '' } = useParams();
  return {
    openLogin: () => void navigate(`/${lng}/user/login`),
    openRegistration: () => void navigate(`/${lng}/registration`),
  };
}
