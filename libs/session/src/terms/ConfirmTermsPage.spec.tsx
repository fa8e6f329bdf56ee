import { termsConfirm, termsRules } from '@kickoff/platform-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { selectTermsChanged, selectTermsUpdatedAt } from '../state/selectors';
import { createListenerSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { sessionTextOf as textOf, withSessionTexts } from '../testing/with-session-texts';
import { ConfirmTermsPage } from './ConfirmTermsPage';
import { signedIn, termsStatusReceived } from '../state/session-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

/** The `terms` demo user, signed in on the platform and in the store, with changed terms, on the confirm page. */
async function openPage(props: Parameters<typeof ConfirmTermsPage>[0] = {}) {
  const s = createListenerSite(platform.mock);
  const { user_id } = await s.signInOnPlatform('terms');
  s.store.dispatch(signedIn({ userId: user_id, via: 'login' }));
  s.store.dispatch(termsStatusReceived({ changed: true, updatedAt: null }));
  const onConfirmed = vi.fn();
  render(
    withSessionTexts(
      <Provider store={s.store}>
        <ConfirmTermsPage onConfirmed={onConfirmed} {...props} />
      </Provider>,
    ),
  );
  return { ...s, onConfirmed, user: userEvent.setup() };
}

const alert = () => screen.queryByRole('alertdialog');
const confirmButton = () => screen.findByRole('button', { name: textOf('session_terms_confirm') });

describe('ConfirmTermsPage', () => {
  it('[SES-056] lists the rules the platform answers: link, changed points and tags', async () => {
    await openPage({ hrefOf: (link) => `/ru${link}` });
    const list = await screen.findByRole('list', { name: textOf('session_terms_list') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!).getByRole('link', { name: /\/information\/rules\/general/ });
    expect(first).toHaveAttribute('href', '/ru/information/rules/general');
    expect(first).toHaveAttribute('target', '_blank');
    expect(items[0]).toHaveTextContent(textOf('session_terms_points', 'en', { positions: '1, 2' }));
    expect(items[1]).toHaveTextContent(textOf('session_terms_tags', 'en', { tags: 'bonuses, changed' }));
    expect(items[2]!.querySelectorAll('p')).toHaveLength(1); // no sub-rules: no points line, only its tag
  });

  it('[SES-056] a malformed rules answer is an error state with a retry, never a half list or a confirm button', async () => {
    platform.use(
      http.get(
        `*${termsRules.path}`,
        () => HttpResponse.json({ result: [{ link: 'javascript:alert(1)', tags: [], subRules: [] }], updatedAt: null }),
        { once: true },
      ),
    );
    const { user } = await openPage();
    await screen.findByRole('heading', { name: textOf('session_terms_load_error') });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: textOf('session_terms_confirm') })).toBeNull();
    await user.click(screen.getByRole('button', { name: textOf('session_terms_retry') }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });

  it('[SES-057] confirming sends the listed terms version, marks the terms unchanged and goes on (home)', async () => {
    const { user, store, onConfirmed } = await openPage();
    await user.click(await confirmButton());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    const listedVersion = new Date(platform.mock.snapshot()['termsUpdatedAt'] as number).toISOString();
    const [request] = platform.mock.requests('termsConfirm');
    expect(request!.body).toEqual({ updatedAt: listedVersion });
    expect(selectTermsChanged(store.getState())).toBe(false);
    expect(selectTermsUpdatedAt(store.getState())).toBe(listedVersion);
    expect(alert()).toBeNull();
  });

  it.each([
    ['the platform refuses the version (result: false)', () => HttpResponse.json({ result: false })],
    ['the platform fails', () => HttpResponse.json({ message: 'down' }, { status: 503 })],
    ['the network fails', () => HttpResponse.error()],
  ])('[SES-057] when %s the alert information_confirm_terms_error is shown and the user stays', async (_, answer) => {
    platform.use(http.post(`*${termsConfirm.path}`, answer, { once: true }));
    const { user, store, onConfirmed } = await openPage();
    await user.click(await confirmButton());
    const shown = await screen.findByRole('alertdialog', { name: textOf('main_error') });
    expect(shown).toHaveAccessibleDescription(textOf('information_confirm_terms_error'));
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(selectTermsChanged(store.getState())).toBe(true);
  });

  it('[SES-058] [SES-059] the error alert has no close button and neither an outside click nor Escape closes it', async () => {
    platform.use(http.post(`*${termsConfirm.path}`, () => HttpResponse.json({ result: false })));
    const { user } = await openPage();
    await user.click(await confirmButton());
    const shown = await screen.findByRole('alertdialog');
    expect(within(shown).queryByRole('button', { name: textOf('ui_close') })).toBeNull();
    expect(
      within(shown)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([textOf('main_ok')]);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(alert()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(alert()).toBeInTheDocument();
  });

  it('the alert is answered with OK; the page stays and a second try can succeed', async () => {
    platform.use(http.post(`*${termsConfirm.path}`, () => HttpResponse.json({ result: false }), { once: true }));
    const { user, onConfirmed } = await openPage();
    await user.click(await confirmButton());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: textOf('main_ok') }));
    expect(alert()).toBeNull();
    await user.click(await confirmButton());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
  });
});
