// [ACC-012] The protection level's status words at the spec's edges, and the methods that are on.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createTexts } from '@kickoff/testing';
import { accountsResources } from '../i18n/accounts-resources';
import { ProtectionLevel } from './ProtectionLevel';

const texts = createTexts([accountsResources]);

const meta = {
  title: 'accounts/ProtectionLevel',
  component: ProtectionLevel,
  decorators: [texts.storyTexts],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProtectionLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (level: number | null, status: string): Story => ({
  name: `[ACC-012] level ${level ?? 'null'}: ${status}`,
  args: {
    protection: { level, methods: { is_changed_password: true, enable_phone_binding: level !== null && level >= 70 } },
  },
  play: async ({ canvasElement, globals }) => {
    const text = texts.textIn(globals);
    await expect(within(canvasElement).getByText(text(`accounts_protection_${status}`))).toBeVisible();
    await expect(
      within(canvasElement).getByText(`${text('accounts_method_is_changed_password')}: ${text('accounts_method_on')}`),
    ).toBeVisible();
  },
});

export const Bad: Story = statusOf(30, 'bad');
export const Normal: Story = statusOf(31, 'normal');
export const Good: Story = { ...statusOf(70, 'good'), globals: { theme: 'dark' } };
export const Full: Story = { ...statusOf(100, 'full'), globals: { locale: 'en' } };
export const NotDetermined: Story = statusOf(null, 'unknown');
