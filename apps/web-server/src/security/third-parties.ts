import type { ThirdParty } from './csp';

/**
 * Third parties the site's own code loads (their scripts are allowed by 'strict-dynamic'; these are what those
 * scripts then reach). The consent-gated ones (analytics, chats) join here with the consent feature.
 */
export const SITE_THIRD_PARTIES: readonly ThirdParty[] = [
  {
    // Sign in with Google (session-forms' one-tap): its button and prompt frame, styles and calls.
    name: 'google-identity',
    sources: {
      'connect-src': ['https://accounts.google.com'],
      'frame-src': ['https://accounts.google.com'],
      'style-src': ['https://accounts.google.com'],
    },
  },
];
