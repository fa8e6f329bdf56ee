// [MOD-010] Remote page load error view: loading; retrying; final error with the spec's three keys; refresh throttled.
// Driven by the view states the remotePages slice produces (no store, no network: Storybook has no MSW addon,
// and platform-api's zod would be a dependency Vite meets mid-run). The real browser DOM adapter runs remote code.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { specResources } from '@kickoff/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { remoteAppsResources } from '../i18n/resources';
import { storyPage, storyRuntime, viewIn } from '../testing/story-runtime';
import { RemoteAppsProvider } from './remote-apps-runtime';
import { RemotePageView } from './RemotePageView';

/** The texts a player of the story's language reads (`globals.locale`): play functions find elements by them. */
const textsIn = (globals: Record<string, unknown>) => {
  const language = storyLanguage(globals);
  return { ...specResources[language], ...remoteAppsResources[language] };
};
const runtime = storyRuntime();

/**
 * Remote page load error view: loading; retrying; final error with the spec's three keys; refresh throttled. Driven by the view states the remotePages slice produces (no store, no network: Storybook has no MSW addon, and platform-api's zod would be a dependency Vite meets mid-run). The real browser DOM adapter runs remote code.
 *
 * Implements **MOD-009**: Remote app error view — group: remote-apps — variants: error with reload action (no retry in progress); preloader (retry in progress).
 * Implements **MOD-010**: Remote page load error view — group: remote-apps — variants: loading; retrying (up to 3 retries at 1000/2000/4000 ms); final error (title `main_dictionary_load_error`, text `main_dictionary_refresh_page`, button `main_refreshing_button`); refresh throttled (second click within 1000 ms ignored).
 *
 * Usage: rendered by @kickoff/remote-apps itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Remote apps/Page',
  component: RemotePageView,
  args: { viewId: 'story-main', view: viewIn('loading'), onReload: fn(), onApplied: fn(), onAppFailed: fn() },
  decorators: [(Story) => <RemoteAppsProvider runtime={runtime}>{Story()}</RemoteAppsProvider>],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RemotePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading',
  tags: ['[MOD-010]'],
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: textsIn(globals).remote_page_loading }),
    ).toBeVisible();
  },
};

export const Retrying: Story = {
  name: 'Retrying, 2 of 3',
  tags: ['[MOD-010]'],
  args: {
    view: viewIn('error', { failure: { kind: 'load', message: 'HTTP 503' }, retry: { made: 1, nextDelayMs: 2000 } }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: textsIn(globals).remote_page_retrying })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const finalError = viewIn('error', {
  failure: { kind: 'load', message: 'HTTP 503' },
  retry: { made: 3, nextDelayMs: null },
});

export const FinalError: Story = {
  name: 'Final error',
  tags: ['[MOD-010]'],
  args: { view: finalError },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: textsIn(globals).main_dictionary_load_error })).toBeVisible();
    await expect(canvas.getByText(textsIn(globals).main_dictionary_refresh_page)).toBeVisible();
    await expect(canvas.getByRole('button', { name: textsIn(globals).main_refreshing_button })).toBeVisible();
  },
};

export const RefreshThrottled: Story = {
  name: 'Refresh throttled',
  tags: ['[MOD-010]'],
  args: { view: finalError },
  play: async ({ canvasElement, args, globals }) => {
    const refresh = within(canvasElement).getByRole('button', { name: textsIn(globals).main_refreshing_button });
    await userEvent.click(refresh);
    runtime.clock.advance(999);
    await userEvent.click(refresh);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    runtime.clock.advance(1);
    await userEvent.click(refresh);
    await expect(args.onReload).toHaveBeenCalledTimes(2);
  },
};

export const Ready: Story = {
  name: 'Ready',
  args: {
    view: viewIn('ready', {
      page: storyPage({
        body: '<section data-story="page"><h2>Casino</h2><p>Remote content</p><img src="x" alt="" onerror="window.__storyHacked = true"></section>',
        style: '[data-story="page"] { border: 1px solid currentColor; padding: 8px; }',
        codeToEval: 'document.querySelector(\'[data-story="page"]\').dataset.started = "yes";',
      }),
    }),
  },
  play: async ({ canvasElement, args }) => {
    // Applying a remote page fetches and runs its code: a loaded machine may need more than the default second.
    const section = await within(canvasElement).findByRole('heading', { name: 'Casino' }, { timeout: 5000 });
    await waitFor(() => expect(args.onApplied).toHaveBeenCalledWith(1), { timeout: 5000 });
    await expect(section.parentElement!.dataset['started']).toBe('yes');
    await expect((window as unknown as { __storyHacked?: boolean }).__storyHacked).toBeUndefined();
  },
};

export const RemoteCodeThrows: Story = {
  name: 'Remote code threw, the page runs on',
  tags: ['[MOD-009]'],
  args: {
    viewId: 'story-throws',
    view: viewIn('ready', { page: storyPage({ body: '<p>Remote</p>', codeToEval: 'throw new Error("remote boom")' }) }),
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onAppFailed).toHaveBeenCalledWith(1, 'remote boom'), { timeout: 5000 });
    await expect(args.onApplied).not.toHaveBeenCalled();
  },
};

export const AppFailed: Story = {
  name: 'App failed',
  tags: ['[MOD-009]'],
  args: { view: viewIn('error', { failure: { kind: 'app', message: 'sources not allowed' } }) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(textsIn(globals).remote_app_error_text)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: textsIn(globals).remote_app_reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
