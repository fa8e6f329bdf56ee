import { useSessionFormsLoader } from '../session-forms/session-forms-context';

/** How the header and the session's forms open each other: sign-in, registration and forgot password. */
export function useAccountEntry() {
  const loader = useSessionFormsLoader();
  const withForms = (act: (forms: Awaited<ReturnType<typeof loader.load>>) => void) => () =>
    // A chunk that failed to load is logged by the loader; the next click tries again.
    void loader.load().then(act, () => undefined);
  return {
    openLogin: withForms((forms) => forms.openLogin()),
    openRegistration: withForms((forms) => forms.openRegistration()),
    openForgotPassword: withForms((forms) => forms.openForgotPassword()),
  };
}
