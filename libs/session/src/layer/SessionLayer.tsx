import { FORGOT_PASSWORD_QUERY, useShownPage } from '@kickoff/contracts';
import { useLazyFeature, usePort } from '@kickoff/store';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ConnectedInactivityNotice } from '../notices/ConnectedInactivityNotice';
import { ConnectedTermsUpdateNotice } from '../terms/ConnectedTermsUpdateNotice';

/**
 * The session's notices over every page (a newer version, the inactivity logoff, changed terms) and its forms:
 * sign-in, registration, forgot password, captcha and one-tap, mounted once their chunk is in. Anonymous visitors
 * get the chunk a little after the start (the session feature loads it); the home route's forgot-password link
 * loads it at once.
 */
export function SessionLayer() {
  const navigate = useNavigate();
  const { lng = '' } = useParams();
  const { pathname, search } = useLocation();
  const { feature, isLoaded } = useLazyFeature('sessionForms');
  const reloadPage = usePort('session.reloadPage');
  const UpdateNotice = usePort('shell.UpdateNotice');
  // Rendered at once when in: behind React.lazy the forms (the one-tap prompt among them) came in a later piece of the
  // server's stream than the page, and painted a moment after it.
  const Forms = isLoaded ? feature.loaded()?.Forms : undefined;
  const forgotPasswordAsked = useShownPage()?.modal === 'forgot-password';
  useEffect(() => {
    if (forgotPasswordAsked) void feature.load().catch(() => undefined);
  }, [forgotPasswordAsked, feature]);
  const confirmTermsHref = `/${lng}/confirm-terms`;
  const dropForgotPasswordQuery = () => {
    const query = new URLSearchParams(search);
    if (!query.has(FORGOT_PASSWORD_QUERY)) return;
    query.delete(FORGOT_PASSWORD_QUERY);
    const rest = query.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  };
  return (
    <>
      {Forms && <Forms forgotPasswordAsked={forgotPasswordAsked} onForgotPasswordClosed={dropForgotPasswordQuery} />}
      {UpdateNotice && <UpdateNotice reload={() => reloadPage?.()} />}
      <ConnectedInactivityNotice />
      <ConnectedTermsUpdateNotice
        isConfirmTermsPage={pathname === confirmTermsHref}
        confirmTermsHref={confirmTermsHref}
        onFollow={(href) => void navigate(href)}
      />
    </>
  );
}
