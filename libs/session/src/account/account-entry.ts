import { useLazyFeature } from '@kickoff/store';
import { useMemo } from 'react';
import type { SessionFormsApi } from '@kickoff/contracts';

/** How the header, the layer and the forms open each other: sign-in, registration and forgot password. */
export function useAccountEntry() {
  const { feature } = useLazyFeature('sessionForms');
  return useMemo(() => {
    const withForms = (act: (forms: SessionFormsApi) => void) => () =>
      // A chunk that failed to load is logged by its loader; the next click tries again.
      void feature.load().then(act, () => undefined);
    return {
      openLogin: withForms((forms) => forms.openLogin()),
      openRegistration: withForms((forms) => forms.openRegistration()),
      openForgotPassword: withForms((forms) => forms.openForgotPassword()),
    };
  }, [feature]);
}
