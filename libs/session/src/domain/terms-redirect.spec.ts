import { describe, expect, it } from 'vitest';
import { termsRedirect } from './terms-redirect';

const base = { isAuthenticated: true, termsChanged: true, onConfirmTermsPage: false, onExemptPage: false };

describe('termsRedirect', () => {
  it('[SES-054] sends a signed-in user whose terms changed to the confirm-terms page', () => {
    expect(termsRedirect(base)).toBe('confirm-terms');
  });

  it('[SES-054] leaves a signed-in user with changed terms on an exempt page', () => {
    expect(termsRedirect({ ...base, onExemptPage: true })).toBeNull();
  });

  it('leaves users whose terms did not change, and anonymous visitors, where they are', () => {
    expect(termsRedirect({ ...base, termsChanged: false })).toBeNull();
    expect(termsRedirect({ ...base, isAuthenticated: false })).toBeNull();
  });

  it('keeps a user who must confirm on the confirm-terms page', () => {
    expect(termsRedirect({ ...base, onConfirmTermsPage: true })).toBeNull();
  });

  it('[SES-055] sends someone on the confirm-terms page with nothing to confirm home', () => {
    expect(termsRedirect({ ...base, termsChanged: false, onConfirmTermsPage: true })).toBe('home');
    expect(termsRedirect({ ...base, isAuthenticated: false, onConfirmTermsPage: true, onExemptPage: true })).toBe(
      'home',
    );
  });
});
