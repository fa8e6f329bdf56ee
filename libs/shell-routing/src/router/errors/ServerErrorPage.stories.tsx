import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShellTextsDecorator } from '../../layouts/testing/shell-i18n';
import ServerErrorPage from './ServerErrorPage';

const meta = {
  title: 'shell-routing/router/Server error page',
  component: ServerErrorPage,
  decorators: [withShellTextsDecorator],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServerErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DedicatedRoute: Story = {
  name: '[MOD-007] the dedicated 500 page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ошибка' })).toBeVisible();
    await expect(canvas.getByText('500')).toHaveTextContent('Код ошибки: 500');
  },
};

export const DedicatedRouteInEnglish: Story = {
  name: '[MOD-007] the dedicated 500 page, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  },
};
