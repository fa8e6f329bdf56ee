import { signedIn } from '@kickoff/contracts';
import { socialOneTapClientId } from '@kickoff/platform-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FeaturePortsProvider } from '@kickoff/store';
import { Provider } from 'react-redux';
import { describe, expect, it, beforeEach } from 'vitest';
import { createOneTapSite, ONE_TAP_SITE_ORIGIN } from '../../testing/one-tap-site';
import { overridablePlatform } from '@kickoff/testing';
import { captchaOneTapTextOf as textOf, withCaptchaOneTapTexts } from '../../testing/with-captcha-one-tap-texts';
import { OneTapPrompt } from './OneTapPrompt';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

function renderPrompt(options: Parameters<typeof createOneTapSite>[1] = {}) {
  const h = createOneTapSite(platform.mock, options);
  render(
    withCaptchaOneTapTexts(
      <Provider store={h.store}>
        <FeaturePortsProvider ports={h.ports}>
          <OneTapPrompt />
        </FeaturePortsProvider>
      </Provider>,
    ),
  );
  return h;
}

const continueButton = () => screen.getByRole('button', { name: textOf('session_one_tap_continue') });

describe('OneTapPrompt', () => {
  it('[SES-032] [SES-033] anonymous visitors see the prompt; it can be used once the client id is fetched', async () => {
    const h = renderPrompt();
    expect(screen.getByRole('status', { name: textOf('session_one_tap_title') })).toBeVisible();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(platform.mock.requests('socialOneTapClientId')).toHaveLength(1);
    h.stop();
  });

  it('[SES-032] signed-in users see nothing, and no client id is fetched for them', async () => {
    const h = renderPrompt({ userId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
    expect(platform.mock.requests('socialOneTapClientId')).toHaveLength(0);
    h.stop();
  });

  it('[SES-032] the prompt goes away when the visitor signs in', async () => {
    const h = renderPrompt();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    h.store.dispatch(signedIn({ userId: 7 }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    h.stop();
  });

  it('[SES-035] continue signs in and opens the redirectUrl, saying so', async () => {
    const user = userEvent.setup();
    const h = renderPrompt();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    expect(await screen.findByText(textOf('session_one_tap_redirecting'))).toBeVisible();
    expect(h.opened).toEqual([`${ONE_TAP_SITE_ORIGIN}/ru/`]);
    h.stop();
  });

  it('a failure is shown and continue stays available', async () => {
    const user = userEvent.setup();
    const h = renderPrompt({ requestCredential: async () => Promise.reject(new Error('blocked')) });
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(textOf('session_one_tap_failed'));
    expect(continueButton()).toBeEnabled();
    h.stop();
  });

  it('the visitor can close it for this page', async () => {
    const user = userEvent.setup();
    const h = renderPrompt();
    await user.click(screen.getByRole('button', { name: textOf('ui_close') }));
    expect(screen.queryByRole('status')).toBeNull();
    h.stop();
  });

  it('without a client id there is no prompt (the provider cannot be asked)', async () => {
    platform.use(http.get(`*${socialOneTapClientId.path}`, () => HttpResponse.json({ clientId: '' })));
    const h = renderPrompt();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    h.stop();
  });
});
