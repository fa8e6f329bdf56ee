import type { ThirdParty } from '@kickoff/store';

/**
 * Sign in with Google (one-tap): its button and prompt frame, styles and calls. Necessary: only a player who asks
 * for it meets it. The server reads it for the page's security policy; the browser never loads it.
 */
export const googleSignIn: ThirdParty = {
  name: 'google-identity',
  consent: 'necessary',
  sources: {
    'connect-src': ['https://accounts.google.com'],
    'frame-src': ['https://accounts.google.com'],
    'style-src': ['https://accounts.google.com'],
  },
};

/** The forms' server part (`server.load`): Google's sign-in in every page's security policy. */
export const thirdParties: readonly ThirdParty[] = [googleSignIn];
