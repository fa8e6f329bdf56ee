// The session's layer over every page: the forms once their chunk is in, the inactivity notice after an auto logoff
// (MOD-022), the terms notice (MOD-024) and the update notice of a newer version (SR-101). Texts are the toolbar language's.
import { memoryStorage } from '@kickoff/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestSiteFrame } from '@kickoff/testing';
import { INACTIVITY_FLAG_KEY } from '../state/session-timing';
import { newerVersionDeployed } from '../startup/startup-timers-listener';
import { createSessionStorySite, type FormsAsked, type SessionStorySite } from '../testing/session-story-site';
import { SessionLayer } from './SessionLayer';

type Args = FormsAsked & {
  signedInAs?: string;
  loggedOffForInactivity?: boolean;
  termsChanged?: boolean;
  path?: string;
};

/**
 * The session's layer over every page: the forms once their chunk is in, the inactivity notice after an auto logoff (MOD-022), the terms notice (MOD-024) and the update notice of a newer version (SR-101). Texts are the toolbar language's.
 *
 * Implements **MOD-022**: Inactivity notice (after auto logoff) — group: session — variants: shown on the next load when the inactivity flag is stored.
 * Implements **MOD-024**: Privacy/terms update notice — group: session — variants: shown.
 *
 * Usage: `import { SessionLayer } from '@kickoff/session';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Session/Session layer',
  args: { openLogin: fn(), openRegistration: fn(), openForgotPassword: fn() },
  loaders: [
    async ({ globals, args }) => {
      const { signedInAs, loggedOffForInactivity, termsChanged, path } = args as Args;
      const localStorage = memoryStorage(loggedOffForInactivity ? { [INACTIVITY_FLAG_KEY]: '1' } : {});
      return {
        site: await createSessionStorySite({
          globals,
          asked: args as FormsAsked,
          signedInAs,
          localStorage,
          termsChanged,
          path,
        }),
      };
    },
  ],
  render: (_, { loaded }) => (
    <TestSiteFrame site={(loaded as { site: SessionStorySite }).site}>
      <SessionLayer />
    </TestSiteFrame>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const siteOf = (loaded: unknown) => (loaded as { site: SessionStorySite }).site;
const page = () => within(document.body);

export const FormsOnceLoaded: Story = {
  name: 'Forms loaded',
  play: async ({ canvasElement, loaded }) => {
    const site = siteOf(loaded);
    await expect(within(canvasElement).queryByTestId('session-forms')).toBeNull();
    await site.ports.lazy('sessionForms').load();
    await expect(await within(canvasElement).findByTestId('session-forms')).toBeInTheDocument();
  },
};

export const InactivityNotice: Story = {
  name: 'Inactivity notice after an auto logoff',
  tags: ['[MOD-022]'],
  args: { loggedOffForInactivity: true },
  play: async ({ loaded }) => {
    const { t } = siteOf(loaded).i18n;
    // Its words come with its chunk: the site's texts know them once it shows, so the name is read on each try.
    const notice = await waitFor(() => page().getByRole('alertdialog', { name: t('session_inactivity_title') }));
    await userEvent.click(within(notice).getByRole('button', { name: t('main_ok') }));
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const TermsNotice: Story = {
  name: 'Terms changed notice',
  tags: ['[MOD-024]'],
  // The platform says the terms changed; on a legal page (exempt from the confirm-terms redirect, SES-054) the
  // session's terms check shows the notice instead of moving the player.
  args: { signedInAs: 'demo', termsChanged: true, path: '/ru/information/about' },
  play: async ({ canvasElement, loaded }) => {
    const { t } = siteOf(loaded).i18n;
    const notice = await waitFor(
      () => within(canvasElement).getByRole('status', { name: t('session_terms_notice_title') }),
      { timeout: 3000 },
    );
    await expect(within(notice).getByRole('link', { name: t('session_terms_notice_link') })).toHaveAttribute(
      'href',
      '/ru/confirm-terms',
    );
  },
};

export const UpdateNotice: Story = {
  name: 'Update notice, page reloaded',
  tags: ['[SR-101]'],
  play: async ({ canvasElement, loaded }) => {
    const site = siteOf(loaded);
    const { t } = site.i18n;
    site.store.dispatch(newerVersionDeployed({ deployed: '1.0.1', current: '1.0.0' }));
    const notice = await within(canvasElement).findByRole('status', { name: t('main_update_notify_title_text') });
    await userEvent.click(within(notice).getByRole('button', { name: t('shell_update_reload') }));
    await waitFor(() => expect(site.page.reloads).toBe(1));
  },
};
