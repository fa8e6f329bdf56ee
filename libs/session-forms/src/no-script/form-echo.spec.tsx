import { sessionFeature } from '@kickoff/session';
import { shellFeature } from '@kickoff/shell-routing';
import { buildPlayerSite, recordingRouter } from '@kickoff/testing';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { sessionFormsFeature } from '../session-forms-feature';
import { selectAuthForm } from '../sign-in/state/auth-form-selectors';
import { FORM_ECHO_COOKIE, type FormEcho, formEchoValue } from './no-script-post';
import { PostableForm } from './PostableForm';
import { selectNotSentForm } from './form-echo-slice';

/** The forms installed as the app does, on a page the server redirected to with its echo cookie. */
async function formsAfterPost(echo: FormEcho | string) {
  const site = buildPlayerSite({
    features: [shellFeature, sessionFeature, sessionFormsFeature],
    language: 'en',
    path: '/ru/',
    cookies: { [FORM_ECHO_COOKIE]: typeof echo === 'string' ? echo : formEchoValue(echo) },
  });
  site.navigation.attach(recordingRouter('/en/user/login'));
  await site.ports.lazy('sessionForms').load();
  return site;
}

describe('the server’s answer to a form posted before the site took over', () => {
  it('[SES-021] a failed sign-in comes back as the login form with the login kept and the error, no password', async () => {
    const site = await formsAfterPost({ form: 'sign-in', login: 'demo', error: 'wrong-credentials' });
    expect(selectAuthForm(site.store.getState())).toMatchObject({
      currentForm: 'login_password',
      login: 'demo',
      error: 'wrong-credentials',
      passwords: { login_password: '', phone_password: '' },
    });
    // Read once: the browser deletes it, so a reload starts clean.
    expect(site.adapters.cookies.get(FORM_ECHO_COOKIE)).toBeUndefined();
  });

  it('a registration the server did not send says so in its form until it is sent again', async () => {
    const site = await formsAfterPost({ form: 'registration', error: 'not-sent' });
    expect(selectNotSentForm(site.store.getState())).toBe('registration');
    render(
      <Provider store={site.store}>
        <I18nextProvider i18n={site.i18n}>
          <PostableForm form="registration" onSubmit={(event) => event.preventDefault()}>
            <button type="submit">Send</button>
          </PostableForm>
          <PostableForm form="forgot-password" />
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was sent: the page was still loading.');
    screen.getByRole('button', { name: 'Send' }).click();
    expect(await screen.findByText('Send')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a broken or forged echo changes nothing and is deleted all the same', async () => {
    const site = await formsAfterPost('{"form":"sign-in","error":"<b>"}');
    expect(selectAuthForm(site.store.getState())).toMatchObject({ login: '', error: null });
    expect(selectNotSentForm(site.store.getState())).toBeNull();
    expect(site.adapters.cookies.get(FORM_ECHO_COOKIE)).toBeUndefined();
  });

  it('the form posts to its own page with its name, never by GET', () => {
    const { container } = render(<PostableForm form="sign-in" />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector('input[type="hidden"][name="kickoff-form"]')).toHaveAttribute('value', 'sign-in');
  });
});
