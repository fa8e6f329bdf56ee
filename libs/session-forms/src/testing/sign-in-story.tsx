/** The sign-in stories' harness: a real store over the platform mock, modal or page variant, manual time. */
import { useSessionPlayer } from '@kickoff/contracts';
import { overridablePlatform, storyLanguage } from '@kickoff/testing';
import { Button } from '@kickoff/ui';
import { http } from 'msw';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturePortsProvider } from '@kickoff/store';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { userEvent, within } from 'storybook/test';
import type { SwitchableForm } from '../sign-in/domain/auth-forms';
import { fieldChanged, formSwitched, loginModalOpened } from '../sign-in/state/auth-form-slice';
import { ConnectedLoginModal } from '../sign-in/components/ConnectedLoginModal';
import { ConnectedLoginPage } from '../sign-in/components/ConnectedLoginPage';
import type { AuthField } from '../sign-in/domain/form-problems';
import { createSignInSite, type SignInSite } from './sign-in-site';
import { signInText } from './sign-in-texts';

/** The store of the story on screen: play functions move its time and read its session. */
let current: SignInSite | undefined;
export const story = () => {
  if (!current) throw new Error('no sign-in story mounted');
  return current;
};

/** Sign-in calls that never answer: the form stays in its submitting state for review. */
const holdingSignIns = http.all(/\/web-api\/auth\/login/, () => new Promise<never>(() => undefined));

export interface SignInStoryProps {
  variant: 'modal' | 'page';
  form?: SwitchableForm;
  typed?: Partial<Record<AuthField, string>>;
  holdSignIn?: boolean;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** Who the session says is signed in: empty for a visitor, the user id once signed in. */
function SignedInUser() {
  const userId = useSelector(useSessionPlayer().userId);
  return <output data-testid="signed-in-user">{userId ?? ''}</output>;
}

function OpenLoginButton() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Button variant="secondary" onClick={() => dispatch(loginModalOpened())}>
      {t('session_login_title')}
    </Button>
  );
}

/**
 * A real store over the platform mock: the one API with the real base query, the sign-in listeners, the mock's
 * handlers answering in-process (`getResponse`); only time is manual.
 */
export function SignInStory({
  variant,
  form,
  typed = {},
  holdSignIn = false,
  onForgotPassword,
  onRegister,
}: SignInStoryProps) {
  const [setup] = useState(() => {
    const platform = overridablePlatform();
    if (holdSignIn) platform.use(holdingSignIns);
    const s = createSignInSite(platform.mock);
    if (form) s.store.dispatch(formSwitched(form));
    for (const [field, value] of Object.entries(typed))
      s.store.dispatch(fieldChanged({ field: field as AuthField, value }));
    if (variant === 'modal') s.store.dispatch(loginModalOpened());
    return s;
  });
  useEffect(() => {
    current = setup;
    return () => setup.stop();
  }, [setup]);
  const links = { onForgotPassword, onRegister };
  return (
    <Provider store={setup.store}>
      <FeaturePortsProvider ports={setup.ports}>
        <SignedInUser />
        {variant === 'modal' ? (
          <>
            <OpenLoginButton />
            <ConnectedLoginModal {...links} />
          </>
        ) : (
          <ConnectedLoginPage {...links} />
        )}
      </FeaturePortsProvider>
    </Provider>
  );
}

type Text = (key: string, options?: Record<string, string | number>) => string;
/** What a player of the story's language reads. */
export const textIn =
  (globals: Record<string, unknown>): Text =>
  (key, options) =>
    signInText(key, storyLanguage(globals), options);
// The modal renders in a portal on <body>, outside the story's canvas element.
export const page = () => within(document.body);
export const dialog = async (text: Text) =>
  within(await page().findByRole('dialog', { name: text('session_login_title') }));
export const pick = async (scope: ReturnType<typeof within>, form: SwitchableForm, text: Text) =>
  userEvent.click(scope.getByRole('radio', { name: text(`session_login_form_${form}`) }));
