import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellTextIn, withShellTextsDecorator } from '../../layouts/testing/shell-i18n';
import { routeNamed } from '../../routes';
import { ShellPageContext } from '../page-context';
import PlaceholderPage from './PlaceholderPage';

/** The placeholder as the router renders it: inside the resolved page's context. */
function PlaceholderFor({ routeName }: { routeName: string }) {
  const route = routeNamed(routeName);
  if (!route) return null;
  return (
    <ShellPageContext.Provider
      value={{ kind: 'page', route, params: {}, layout: route.layout ?? 'main', language: 'ru', platform: 'desktop' }}
    >
      <PlaceholderPage />
    </ShellPageContext.Provider>
  );
}

/**
 * The page the router shows for a route whose page is not built yet: a remote app’s section or a shell page in preparation.
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Pages/Placeholder',
  component: PlaceholderFor,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'padded' },
  args: { routeName: 'live' },
} satisfies Meta<typeof PlaceholderFor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemoteAppRoute: Story = {
  name: "A remote app's page",
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = shellTextIn(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t('shell_placeholder_remote_title') })).toBeVisible();
    await expect(canvas.getByText('live')).toBeVisible();
    await expect(canvas.getByText('sport')).toBeVisible();
  },
};

export const ShellRoute: Story = {
  name: "The site's own page",
  args: { routeName: 'contacts' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = shellTextIn(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t('shell_placeholder_shell_title') })).toBeVisible();
    await expect(canvas.getByText('contacts')).toBeVisible();
    await expect(canvas.queryByText(t('shell_placeholder_app'))).toBeNull();
  },
};
