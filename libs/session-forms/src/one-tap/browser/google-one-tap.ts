import type { ScriptLoader } from '@kickoff/runtime';

/** Google Identity Services: the one-tap provider's own script, from its own origin. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential?: string }) => void;
        cancel_on_tap_outside?: boolean;
      }): void;
      prompt(listener?: (moment: PromptMoment) => void): void;
    };
  };
}

/**
 * Asks Google's one-tap for the visitor's ID token (SES-034's `credential`). Null when the script cannot load,
 * the prompt is not shown, skipped or dismissed: the session's one-tap flow then returns to its own prompt.
 */
export function googleOneTapCredential(scripts: ScriptLoader, log: (message: string, detail?: unknown) => void) {
  return async (clientId: string): Promise<string | null> => {
    try {
      await scripts.load(GOOGLE_IDENTITY_SCRIPT);
    } catch (error) {
      log('one-tap: the provider script did not load', error);
      return null;
    }
    const google = scripts.global('google') as GoogleIdentity | undefined;
    if (!google?.accounts?.id) return null;
    return new Promise((resolve) => {
      google.accounts.id.initialize({
        client_id: clientId,
        cancel_on_tap_outside: true,
        callback: (answer) => resolve(answer.credential ?? null),
      });
      google.accounts.id.prompt((moment) => {
        if (moment.isNotDisplayed() || moment.isSkippedMoment() || moment.isDismissedMoment()) resolve(null);
      });
    });
  };
}
