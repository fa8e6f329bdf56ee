import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { loggedOut, signedIn, termsStatusReceived } from '../state/session-slice';
import { createListenerSite } from '../testing/session-state';
import { overridablePlatform } from '@kickoff/testing';
import { sessionTextOf as textOf, withSessionTexts } from '../testing/with-session-texts';
import { ConnectedTermsUpdateNotice } from './ConnectedTermsUpdateNotice';
import { TermsUpdateNotice } from './TermsUpdateNotice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

const notice = (language: 'ru' | 'en' = 'en') =>
  screen.queryByRole('status', { name: textOf('session_terms_notice_title', language) });

function mount(isConfirmTermsPage = false) {
  const s = createListenerSite(platform.mock);
  render(
    withSessionTexts(
      <Provider store={s.store}>
        <ConnectedTermsUpdateNotice isConfirmTermsPage={isConfirmTermsPage} confirmTermsHref="/en/confirm-terms" />
      </Provider>,
    ),
  );
  return s;
}

describe('TermsUpdateNotice', () => {
  it.each(['ru', 'en'] as const)(
    '[SES-060] says the terms and privacy policy changed and links to the confirm-terms page (%s)',
    (language) => {
      render(withSessionTexts(<TermsUpdateNotice confirmTermsHref="/ru/confirm-terms" />, language));
      expect(notice(language)).toHaveTextContent(textOf('session_terms_notice_text', language));
      expect(screen.getByRole('link', { name: textOf('session_terms_notice_link', language) })).toHaveAttribute(
        'href',
        '/ru/confirm-terms',
      );
    },
  );

  it('[SES-060] appears for a signed-in user once the terms status says they changed, and goes with the change', async () => {
    const { store } = mount();
    expect(notice()).toBeNull();
    act(() => void store.dispatch(signedIn({ userId: 1003, via: 'login' })));
    expect(notice()).toBeNull();
    act(() => void store.dispatch(termsStatusReceived({ changed: true, updatedAt: '2026-05-31T12:00:00.000Z' })));
    // Its code comes from a chunk of its own, fetched once it is owed.
    expect(await screen.findByRole('status', { name: textOf('session_terms_notice_title') })).toBeInTheDocument();
    act(() => void store.dispatch(termsStatusReceived({ changed: false, updatedAt: '2026-05-31T12:00:00.000Z' })));
    expect(notice()).toBeNull();
  });

  it('[SES-060] is not shown on the confirm-terms page itself, nor after logout', () => {
    const onPage = mount(true);
    act(() => {
      onPage.store.dispatch(signedIn({ userId: 1003, via: 'login' }));
      onPage.store.dispatch(termsStatusReceived({ changed: true, updatedAt: null }));
    });
    expect(notice()).toBeNull();
    act(() => void onPage.store.dispatch(loggedOut()));
    expect(notice()).toBeNull();
  });

  it('a plain click follows the link in the app; a modified click is left to the browser', () => {
    const onFollow = vi.fn();
    render(withSessionTexts(<TermsUpdateNotice confirmTermsHref="/en/confirm-terms" onFollow={onFollow} />));
    const link = screen.getByRole('link', { name: textOf('session_terms_notice_link') });
    // Seen after React's handler; then stopped, since jsdom cannot load another document.
    const leftToBrowser: boolean[] = [];
    const watch = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    fireEvent.click(link);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', watch);
    expect(leftToBrowser).toEqual([false, true]);
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(onFollow).toHaveBeenCalledWith('/en/confirm-terms');
  });
});
