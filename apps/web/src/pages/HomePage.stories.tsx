import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { I18nextProvider } from 'react-i18next';
import { createAppI18n } from '../app/i18n';
import HomePage from './HomePage';

const meta = {
  title: 'web/HomePage',
  component: HomePage,
  decorators: [
    (Story, context) => (
      <I18nextProvider i18n={createAppI18n(String(context.globals['locale'] ?? 'ru'))}>
        <Story />
      </I18nextProvider>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Russian: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Ставки на спорт и казино' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Sports betting and casino' })).toBeVisible();
  },
};
