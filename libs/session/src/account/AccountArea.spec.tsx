import { sessionCheck } from '@kickoff/platform-api';
import { memoryPage } from '@kickoff/runtime';
import { shellFeature } from '@kickoff/shell-routing';
import { buildPlayerSite, overridablePlatform, TEST_ORIGIN, TestSiteFrame } from '@kickoff/testing';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectAccountView } from '../state/selectors';
import { sessionStopped } from '../state/session-slice';
import { SIGNED_IN_MARKER_COOKIE } from '../state/session-timing';
import { sessionFeature } from '../feature/session-feature';
import { AccountArea } from './AccountArea';

const sites: { store: { dispatch(action: unknown): unknown } }[] = [];
afterEach(() => sites.splice(0).forEach((site) => site.store.dispatch(sessionStopped())));

/**
 * The site as the app installs it, in English, its session check held until `answer` is called (a check that hangs
 * when it never is); `marker`: the page came with the platform's readable signed-in cookie.
 */
function siteWithHeldCheck({ marker }: { marker: boolean }) {
  const platform = overridablePlatform();
  let release: ((userId: number | null) => void) | undefined;
  platform.use(
    http.get(
      `*${sessionCheck.path}`,
      () =>
        new Promise<Response>((resolve) => {
          release = (userId) => resolve(HttpResponse.json({ userId }));
        }),
    ),
  );
  const site = buildPlayerSite({
    features: [shellFeature, sessionFeature],
    mock: platform.mock,
    language: 'en',
    adapters: { page: memoryPage(`${TEST_ORIGIN}/en/`) },
    cookies: marker ? { [SIGNED_IN_MARKER_COOKIE]: '1' } : {},
  });
  sites.push(site);
  render(
    <TestSiteFrame site={site}>
      <AccountArea />
    </TestSiteFrame>,
  );
  /** The check is on its way (held): the session stays unknown until `answer`. */
  const asked = () => vi.waitFor(() => expect(release).toBeDefined(), { timeout: 5_000 });
  return { site, asked, answer: (userId: number | null) => act(async () => release?.(userId)) };
}

describe('the header’s account corner while the session is unknown', () => {
  it('[SES-001] a page with the signed-in marker shows a placeholder, never “Log in”, while the check hangs', async () => {
    const { site, asked } = siteWithHeldCheck({ marker: true });
    await asked();
    expect(selectAccountView(site.store.getState())).toBe('pending');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The visitor's buttons hold the corner's size but are neither seen nor reachable.
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('[SES-001] [SES-007] the placeholder becomes the player once the check answers, or “Log in” when it says nobody', async () => {
    const player = siteWithHeldCheck({ marker: true });
    await player.asked();
    await player.answer(1001);
    expect(await screen.findByTestId('account-player')).toHaveTextContent('Player 1001');
    player.site.store.dispatch(sessionStopped());
    document.body.innerHTML = '';

    const expired = siteWithHeldCheck({ marker: true });
    await expired.asked();
    await expired.answer(null);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  it('[SES-001] a visitor without the marker gets “Log in” at once, before any check answers', () => {
    const { site } = siteWithHeldCheck({ marker: false });
    expect(selectAccountView(site.store.getState())).toBe('visitor');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });
});
