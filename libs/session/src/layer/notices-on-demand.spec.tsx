import { memoryStorage } from '@kickoff/runtime';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PassThrough } from 'node:stream';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TestSiteFrame } from '@kickoff/testing';
import { AccountArea } from '../account/AccountArea';
import { newerVersionDeployed } from '../startup/startup-timers-listener';
import { selectHasTermsUpdate, selectIsAuthenticated } from '../state/selectors';
import { sessionStopped } from '../state/session-slice';
import { INACTIVITY_FLAG_KEY } from '../state/session-timing';
import { createSessionStorySite, type FormsAsked, type SessionStorySite } from '../testing/session-story-site';
import { SessionLayer } from './SessionLayer';

type Language = 'ru' | 'en';

// A part's chunk is imported on demand: its first import in a run is transformed then (styles included), which a
// busy machine may take seconds over.
const chunkArrives = { timeout: 10_000 };

const asked: FormsAsked = {
  openLogin: () => undefined,
  openRegistration: () => undefined,
  openForgotPassword: () => undefined,
};
const sites: SessionStorySite[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) site.store.dispatch(sessionStopped());
});

/** The site as the app installs it, in `language`, with only the first load's texts: each part must bring its own. */
async function startSite(
  language: Language,
  options: { signedInAs?: string; inactivityFlag?: boolean; page?: string } = {},
) {
  const localStorage = memoryStorage(options.inactivityFlag ? { [INACTIVITY_FLAG_KEY]: '1' } : {});
  const path = `/${language}/${options.page ?? ''}`;
  const site = await createSessionStorySite({
    globals: { locale: language },
    asked,
    path,
    localStorage,
    signedInAs: options.signedInAs,
  });
  sites.push(site);
  return site;
}

/** A part's own words: absent from the site's texts until it shows, then there, in the page's language. */
function expectTexts(site: SessionStorySite, language: Language, keys: string[]) {
  for (const key of keys) {
    expect(site.i18n.exists(key), key).toBe(true);
    expect(site.i18n.t(key), key).toMatch(language === 'ru' ? /\p{Script=Cyrillic}/u : /^[^\p{Script=Cyrillic}]+$/u);
  }
}

const byName = (site: SessionStorySite, key: string) => site.i18n.t(key);

describe.each(['ru', 'en'] as const)('notices loaded when they must show (%s)', { timeout: 20_000 }, (language) => {
  it('[SR-099] [SR-101] [MOD-004] the update notice arrives with its texts once the version check finds a newer deploy', async () => {
    const site = await startSite(language);
    render(
      <TestSiteFrame site={site}>
        <SessionLayer />
      </TestSiteFrame>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(site.i18n.exists('shell_update_reload')).toBe(false);

    act(() => void site.store.dispatch(newerVersionDeployed({ deployed: '1.0.1', current: '1.0.0' })));

    const notice = await screen.findByRole(
      'status',
      { name: byName(site, 'main_update_notify_title_text') },
      chunkArrives,
    );
    expect(notice).toHaveTextContent(byName(site, 'main_update_notify_content_text'));
    await waitFor(() =>
      expect(within(notice).getByRole('button', { name: byName(site, 'shell_update_reload') })).toBeInTheDocument(),
    );
    expectTexts(site, language, ['shell_update_reload']);
  });

  it('[SES-012] [MOD-022] the inactivity notice arrives with its texts on a load with the flag stored', async () => {
    const site = await startSite(language, { inactivityFlag: true });
    render(
      <TestSiteFrame site={site}>
        <SessionLayer />
      </TestSiteFrame>,
    );

    const notice = await waitFor(
      () => screen.getByRole('alertdialog', { name: byName(site, 'session_inactivity_title') }),
      chunkArrives,
    );
    expect(notice).toHaveAccessibleDescription(byName(site, 'session_inactivity_text'));
    expectTexts(site, language, ['session_inactivity_title', 'session_inactivity_text']);
    await userEvent.setup().click(within(notice).getByRole('button', { name: byName(site, 'main_ok') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('[SES-060] [MOD-024] the terms notice arrives with its texts once the platform says the terms changed', async () => {
    // The platform's demo player whose terms changed since they last confirmed, on an information page: exempt from
    // the redirect to the confirm page (SES-054), so the notice stays.
    const site = await startSite(language, { signedInAs: 'terms', page: 'information/contacts' });
    expect(site.i18n.exists('session_terms_notice_title')).toBe(false);
    render(
      <TestSiteFrame site={site}>
        <SessionLayer />
      </TestSiteFrame>,
    );

    const notice = await waitFor(
      () => screen.getByRole('status', { name: byName(site, 'session_terms_notice_title') }),
      chunkArrives,
    );
    expect(within(notice).getByRole('link', { name: byName(site, 'session_terms_notice_link') })).toHaveAttribute(
      'href',
      `/${language}/confirm-terms`,
    );
    expectTexts(site, language, [
      'session_terms_notice_title',
      'session_terms_notice_text',
      'session_terms_notice_link',
    ]);
  });

  it('[SR-092] [SR-093] [MOD-001] the logout confirmation arrives with its texts on the first press, and confirming logs out', async () => {
    const site = await startSite(language, { signedInAs: 'demo' });
    const user = userEvent.setup();
    render(
      <TestSiteFrame site={site}>
        <AccountArea />
      </TestSiteFrame>,
    );
    expect(site.i18n.exists('shell_logout_confirm')).toBe(false);

    await user.click(screen.getByRole('button', { name: byName(site, 'session_account_logout') }));

    const confirmation = await screen.findByRole(
      'alertdialog',
      { name: byName(site, 'header_you_sure') },
      chunkArrives,
    );
    expectTexts(site, language, ['shell_logout_confirm', 'shell_logout_cancel']);
    expect(within(confirmation).getByRole('button', { name: byName(site, 'shell_logout_cancel') })).toHaveFocus();
    await user.click(within(confirmation).getByRole('button', { name: byName(site, 'shell_logout_confirm') }));
    await waitFor(() => expect(selectIsAuthenticated(site.store.getState())).toBe(false));
    expect(site.mock.requests('authDisconnect')).toHaveLength(1);
  });
});

/** The server's HTML once every part it waits for is in, as the web server streams it. */
function serverHtml(site: SessionStorySite) {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(
      <TestSiteFrame site={site}>
        <SessionLayer />
      </TestSiteFrame>,
      {
        onAllReady: () => stream.pipe(sink),
        onError: reject,
      },
    );
  });
}

describe('a notice the server state shows', () => {
  it('[SES-060] [MOD-024] is in the server-rendered HTML with its texts, and the browser takes that HTML over without a mismatch', async () => {
    const site = await startSite('ru', { signedInAs: 'terms', page: 'information/contacts' });
    await waitFor(() => expect(selectHasTermsUpdate(site.store.getState())).toBe(true));

    const html = await serverHtml(site);

    expect(html).toContain(site.i18n.t('session_terms_notice_title'));
    expect(html).toContain('href="/ru/confirm-terms"');
    expectTexts(site, 'ru', ['session_terms_notice_title']);

    // The browser takes the same HTML over without a mismatch.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <TestSiteFrame site={site}>
          <SessionLayer />
        </TestSiteFrame>,
        { onRecoverableError: (error) => void mismatches.push(error) },
      );
    });
    await waitFor(() =>
      expect(
        within(container).getByRole('link', { name: site.i18n.t('session_terms_notice_link') }),
      ).toBeInTheDocument(),
    );
    expect(mismatches).toEqual([]);
    container.remove();
  });
});
