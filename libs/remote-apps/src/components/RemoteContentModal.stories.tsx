// [MOD-011] support request history, [MOD-012] user question, [MOD-013] navigation menu: remote-content modals
// in the remote page view states loading, ready and error. Driven by view states, like RemotePageView's stories.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { specResources } from '@kickoff/i18n';
import { expect, fn, waitFor, within } from 'storybook/test';
import { remoteAppsResources } from '../i18n/resources';
import { storyPage, storyRuntime, viewIn } from '../testing/story-runtime';
import { REMOTE_MODALS, type RemoteModalKind } from './remote-modals';
import { RemoteAppsProvider } from './remote-apps-runtime';
import { RemoteContentModal } from './RemoteContentModal';

/** The texts a player of the story's language reads (`globals.locale`): play functions find elements by them. */
const textsIn = (globals: Record<string, unknown>) => {
  const language = storyLanguage(globals);
  return { ...specResources[language], ...remoteAppsResources[language] };
};
const runtime = storyRuntime();

/**
 * support request history, [MOD-012] user question, [MOD-013] navigation menu: remote-content modals in the remote page view states loading, ready and error. Driven by view states, like RemotePageView's stories.
 *
 * Implements **MOD-011**: Support request history modal (remote content) — group: remote-apps — variants: loading, ready, error (remote page view states).
 * Implements **MOD-012**: User question modal (remote content) — group: remote-apps — variants: loading, ready, error.
 * Implements **MOD-013**: Navigation menu modal (remote content) — group: remote-apps — variants: loading, ready, error.
 *
 * Usage: rendered by @kickoff/remote-apps itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Remote apps/Content modal',
  component: RemoteContentModal,
  args: {
    kind: 'supportHistory',
    open: true,
    onClose: fn(),
    view: viewIn('loading'),
    onReload: fn(),
    onApplied: fn(),
    onAppFailed: fn(),
  },
  decorators: [(Story) => <RemoteAppsProvider runtime={runtime}>{Story()}</RemoteAppsProvider>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RemoteContentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal renders in a portal on <body>, outside the story's canvas element.
const dialog = async (kind: RemoteModalKind, globals: Record<string, unknown>) =>
  within(await within(document.body).findByRole('dialog', { name: textsIn(globals)[REMOTE_MODALS[kind].titleKey] }));

const CONTENT: Record<RemoteModalKind, string> = {
  supportHistory: '<ul data-remote-component="support-request-history"><li>Request 1042: answered</li></ul>',
  userQuestion: '<form data-remote-component="user-question"><label>Your question <textarea></textarea></label></form>',
  navigationMenu:
    '<nav data-remote-component="navigation-menu" aria-label="Remote menu"><a href="/ru/line">Line</a></nav>',
};

const loading = (kind: RemoteModalKind): Story => ({
  args: { kind, view: viewIn('loading') },
  play: async ({ globals }) => {
    const modal = await dialog(kind, globals);
    await expect(modal.getByRole('progressbar', { name: textsIn(globals).remote_page_loading })).toBeVisible();
  },
});

const ready = (kind: RemoteModalKind): Story => ({
  args: { kind, view: viewIn('ready', { page: storyPage({ body: CONTENT[kind] }) }) },
  play: async ({ args, globals }) => {
    const modal = await dialog(kind, globals);
    await waitFor(() => expect(args.onApplied).toHaveBeenCalledOnce());
    await expect(
      modal.getByText((_, element) => element?.getAttribute('data-remote-component') === REMOTE_MODALS[kind].component),
    ).toBeVisible();
  },
});

const error = (kind: RemoteModalKind): Story => ({
  args: {
    kind,
    view: viewIn('error', { failure: { kind: 'load', message: 'HTTP 503' }, retry: { made: 3, nextDelayMs: null } }),
  },
  play: async ({ globals }) => {
    const modal = await dialog(kind, globals);
    await expect(modal.getByRole('heading', { name: textsIn(globals).main_dictionary_load_error })).toBeVisible();
    await expect(modal.getByRole('button', { name: textsIn(globals).main_refreshing_button })).toBeVisible();
  },
});

// Names and tags are literals: Storybook's indexer reads them without running the file.
export const SupportHistoryLoading: Story = {
  name: 'Support history: loading',
  tags: ['[MOD-011]'],
  ...loading('supportHistory'),
};
export const SupportHistoryReady: Story = {
  name: 'Support history',
  tags: ['[MOD-011]'],
  ...ready('supportHistory'),
};
export const SupportHistoryError: Story = {
  name: 'Support history: error',
  tags: ['[MOD-011]'],
  ...error('supportHistory'),
};
export const UserQuestionLoading: Story = {
  name: 'User question: loading',
  tags: ['[MOD-012]'],
  ...loading('userQuestion'),
};
export const UserQuestionReady: Story = { name: 'User question', tags: ['[MOD-012]'], ...ready('userQuestion') };
export const UserQuestionError: Story = { name: 'User question: error', tags: ['[MOD-012]'], ...error('userQuestion') };
export const NavigationMenuLoading: Story = {
  name: 'Navigation menu: loading',
  tags: ['[MOD-013]'],
  ...loading('navigationMenu'),
};
export const NavigationMenuReady: Story = { name: 'Navigation menu', tags: ['[MOD-013]'], ...ready('navigationMenu') };
export const NavigationMenuError: Story = {
  name: 'Navigation menu: error',
  tags: ['[MOD-013]'],
  ...error('navigationMenu'),
};
