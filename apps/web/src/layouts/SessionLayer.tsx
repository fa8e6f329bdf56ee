import { ConnectedUpdateNotice, FORGOT_PASSWORD_QUERY, useShellPage } from '@kickoff/shell-routing';
import { ConnectedInactivityNotice, ConnectedTermsUpdateNotice, selectIsAuthenticated } from '@kickoff/session';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { RootState } from '../app/store';
import { useSessionFormsLoaded, useSessionFormsLoader } from '../session-forms/session-forms-context';

/** Anonymous visitors get the forms (and the one-tap prompt) this long after the page showed, off the first load. */
const ANONYMOUS_FORMS_DELAY_MS = 3_000;

/**
 * The session's notices over every page (a newer version, the inactivity logoff, changed terms) and its forms:
 * sign-in, registration, forgot password, captcha and one-tap, mounted once their chunk is in.
 */
export function SessionLayer() {
  const navigate = useNavigate();
  const { lng = '' } = useParams();
  const { pathname, search } = useLocation();
  const loader = useSessionFormsLoader();
  const formsLoaded = useSessionFormsLoaded(loader);
  const SessionForms = useMemo(() => lazy(() => loader.load().then(() => import('../session-forms/SessionForms'))), [loader]);
  const forgotPasswordAsked = useShellPage()?.modal === 'forgot-password';
  const anonymous = !useSelector((state: RootState) => selectIsAuthenticated(state));
  useEffect(() => {
    if (forgotPasswordAsked) void loader.load().catch(() => undefined);
  }, [forgotPasswordAsked, loader]);
  useEffect(() => {
    if (!anonymous) return undefined;
    const timer = window.setTimeout(() => void loader.load().catch(() => undefined), ANONYMOUS_FORMS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [anonymous, loader]);
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
      {formsLoaded && (
        <Suspense fallback={null}>
          <SessionForms forgotPasswordAsked={forgotPasswordAsked} onForgotPasswordClosed={dropForgotPasswordQuery} />
        </Suspense>
      )}
      <ConnectedUpdateNotice reload={() => window.location.reload()} />
      <ConnectedInactivityNotice />
      <ConnectedTermsUpdateNotice isConfirmTermsPage={pathname === confirmTermsHref} confirmTermsHref={confirmTermsHref} onFollow={(href) => void navigate(href)} />
    </>
  );
}
