import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShellTextsDecorator } from '../../layouts/testing/shell-i18n';
import { routeNamed } from '../../routes';
import { ShellPageContext } from '../page-context';
import PlaceholderPage from './PlaceholderPage';

/** The placeholder as the router renders it: inside the resolved page's context. */
function PlaceholderFor({ routeName }: { routeName: string }) {
  const route = routeNamed(routeName);
  if (!route) return null;
  return (
    <ShellPageContext.Provider value={{ kind: 'page', route, params: {}, layout: route.layout ?? 'main', language: 'ru', platform: 'desktop' }}>
      <PlaceholderPage />
    </ShellPageContext.Provider>
  );
}

const meta = {
  title: 'shell-routing/router/Placeholder page',
  component: PlaceholderFor,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'padded' },
  args: { routeName: 'live' },
} satisfies Meta<typeof PlaceholderFor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemoteAppRoute: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Этот раздел открывается в своём приложении' })).toBeVisible();
    await expect(canvas.getByText('live')).toBeVisible();
    await expect(canvas.getByText('sport')).toBeVisible();
  },
};

export const ShellRoute: Story = {
  args: { routeName: 'contacts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Страница готовится' })).toBeVisible();
    await expect(canvas.getByText('contacts')).toBeVisible();
    await expect(canvas.queryByText('Приложение')).toBeNull();
  },
};
