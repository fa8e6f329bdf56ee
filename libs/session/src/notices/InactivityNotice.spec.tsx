import { memoryStorage } from '@kickoff/runtime';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, beforeEach } from 'vitest';
import { selectShouldShowInactivityNotice } from '../state/selectors';
import { sessionStarted, sessionStopped } from '../state/session-slice';
import { INACTIVITY_FLAG_KEY } from '../state/session-timing';
import { createListenerSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { sessionTextOf as textOf, withSessionTexts } from '../testing/with-session-texts';
import { ConnectedInactivityNotice } from './ConnectedInactivityNotice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

const notice = (language: 'ru' | 'en' = 'en') =>
  screen.queryByRole('alertdialog', { name: textOf('session_inactivity_title', language) });
/** Its code comes from a chunk of its own, fetched once it is owed. */
const shownNotice = (language: 'ru' | 'en' = 'en') =>
  screen.findByRole('alertdialog', { name: textOf('session_inactivity_title', language) });

/** A page load whose local storage holds (or not) the flag the last visit's auto logoff left. */
function load(flagStored: boolean, language: 'ru' | 'en' = 'en') {
  const storage = memoryStorage(flagStored ? { [INACTIVITY_FLAG_KEY]: '1' } : {});
  const s = createListenerSite(platform.mock, { storage, visible: false, withSessionCore: true });
  render(
    withSessionTexts(
      <Provider store={s.store}>
        <ConnectedInactivityNotice />
      </Provider>,
      language,
    ),
  );
  act(() => void s.store.dispatch(sessionStarted()));
  return { ...s, user: userEvent.setup() };
}

describe('InactivityNotice', () => {
  it.each(['ru', 'en'] as const)(
    '[SES-012] [MOD-022] a load with the inactivity flag stored shows the inactivity notice (%s)',
    async (language) => {
      const s = load(true, language);
      expect(await shownNotice(language)).toHaveAccessibleDescription(textOf('session_inactivity_text', language));
      s.store.dispatch(sessionStopped());
    },
  );

  it('[SES-012] a load without the flag shows nothing', () => {
    const s = load(false);
    expect(notice()).toBeNull();
    s.store.dispatch(sessionStopped());
  });

  it('[MOD-022] OK dismisses it: inactivityNoticeDismissed reaches the store', async () => {
    const s = load(true);
    await s.user.click(within(await shownNotice()).getByRole('button', { name: textOf('main_ok') }));
    expect(notice()).toBeNull();
    expect(selectShouldShowInactivityNotice(s.store.getState())).toBe(false);
    s.store.dispatch(sessionStopped());
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its ×',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: textOf('ui_close') })),
    ],
    [
      'an outside click',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('modal-backdrop')),
    ],
  ])('[MOD-022] %s dismisses it too', async (_, close) => {
    const s = load(true);
    await shownNotice();
    await close(s.user);
    expect(notice()).toBeNull();
    expect(selectShouldShowInactivityNotice(s.store.getState())).toBe(false);
    s.store.dispatch(sessionStopped());
  });
});
