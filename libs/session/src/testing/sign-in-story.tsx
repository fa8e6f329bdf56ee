/** The sign-in stories' harness: a real store over the platform mock, modal or page variant, manual time. */
import { createPlatformMock } from '@kickoff/platform-mock';
import { Button } from '@kickoff/ui';
import { useEffect, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { userEvent, within } from 'storybook/test';
import { selectUserId } from '../state/selectors';
import type { SwitchableForm } from '../sign-in/auth-forms';
import { fieldChanged, formSwitched, loginModalOpened } from '../sign-in/auth-form-slice';
import { ConnectedLoginModal } from '../sign-in/ConnectedLoginModal';
import { ConnectedLoginPage } from '../sign-in/ConnectedLoginPage';
import type { AuthField } from '../sign-in/form-problems';
import { platformMockFetch } from './platform-mock-fetch';
import { createSignInTestStore, type SignInTestStore } from './sign-in-test-store';
import { signInText } from './sign-in-texts';

/** The store of the story on screen: play functions move its time and read its session. */
let current: SignInTestStore | undefined;
export const story = () => {
  if (!current) throw new Error('no sign-in story mounted');
  return current;
};

/** Sign-in calls that never answer: the form stays in its submitting state for review. */
function holdingSignIns(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).pathname.startsWith('/web-api/auth/login') ? new Promise<Response>(() => undefined) : inner(request);
  };
}

export interface SignInStoryProps {
  variant: 'modal' | 'page';
  form?: SwitchableForm;
  typed?: Partial<Record<AuthField, string>>;
  holdSignIn?: boolean;
  onForgotPassword: () => void;
  onRegister: () => void;
}

function SignedInUser() {
  const userId = useSelector(selectUserId);
  return <p data-testid="signed-in-user">{userId === null ? 'Гость' : `Пользователь ${userId}`}</p>;
}

function OpenLoginButton() {
  const dispatch = useDispatch();
  return (
    <Button variant="secondary" onClick={() => dispatch(loginModalOpened())}>
      Открыть вход
    </Button>
  );
}

/**
 * A real store over the platform mock: the one API with the real base query, the sign-in listeners, the mock's
 * handlers answering in-process (`getResponse`); only time is manual.
 */
export function SignInStory({ variant, form, typed = {}, holdSignIn = false, onForgotPassword, onRegister }: SignInStoryProps) {
  const [setup] = useState(() => {
    const mock = createPlatformMock();
    const s = createSignInTestStore(mock, { fetch: holdSignIn ? holdingSignIns(platformMockFetch(mock)) : platformMockFetch(mock) });
    if (form) s.store.dispatch(formSwitched(form));
    for (const [field, value] of Object.entries(typed)) s.store.dispatch(fieldChanged({ field: field as AuthField, value }));
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
      <SignedInUser />
      {variant === 'modal' ? (
        <>
          <OpenLoginButton />
          <ConnectedLoginModal {...links} />
        </>
      ) : (
        <ConnectedLoginPage {...links} />
      )}
    </Provider>
  );
}

export const ru = (key: string, options?: Record<string, string | number>) => signInText(key, 'ru', options);
// The modal renders in a portal on <body>, outside the story's canvas element.
export const page = () => within(document.body);
export const dialog = async () => within(await page().findByRole('dialog', { name: ru('session_login_title') }));
export const pick = async (scope: ReturnType<typeof within>, form: SwitchableForm) =>
  userEvent.click(scope.getByRole('radio', { name: ru(`session_login_form_${form}`) }));

