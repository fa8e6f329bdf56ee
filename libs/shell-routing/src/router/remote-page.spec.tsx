import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShellPage } from './page-context';
import { setUpShell, shownRoute } from './testing/shell-harness';

const shell = setUpShell();

/** Stands in for apps/web's remote page: says which app and route it was asked to show. */
function FakeRemotePage() {
  const page = useShellPage();
  return <p data-testid="remote">{`${page?.route.remoteApp} @ ${page?.route.name}`}</p>;
}

/** Loaded like a page, as apps/web loads the remote-apps chunk. */
const fakeRemotePage = () => Promise.resolve({ default: FakeRemotePage });

describe('routes with a remote app', () => {
  it('[RA-001] render the page the remotePage option loads in place of the placeholder, with the resolved page in context', async () => {
    shell.renderAt('/ru/live', { remotePage: fakeRemotePage });
    expect(await screen.findByTestId('remote')).toHaveTextContent('sport @ live');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('routes without a remote app keep the placeholder; without the option remote routes do too', async () => {
    const { router } = shell.renderAt('/ru/user/login', { remotePage: fakeRemotePage });
    expect(await shownRoute()).toBe('login');
    expect(screen.queryByTestId('remote')).toBeNull();
    router.dispose();
    document.body.innerHTML = '';
    shell.renderAt('/ru/casino');
    expect(await shownRoute()).toBe('casino');
  });
});
