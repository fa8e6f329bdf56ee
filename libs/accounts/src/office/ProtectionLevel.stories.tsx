// [ACC-012] The protection level's status words at the spec's edges, and the methods that are on.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createTexts } from '@kickoff/testing';
import { accountsResources } from '../i18n/accounts-resources';
import { ProtectionLevel } from './ProtectionLevel';

const texts = createTexts([accountsResources]);

const meta = {
  title: 'Account/Protection level',
  tags: ['[ACC-012]'],
  component: ProtectionLevel,
  decorators: [texts.storyTexts],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProtectionLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (level: number | null, status: string): Story => ({
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

export const Bad: Story = { ...statusOf(30, 'bad'), name: 'Bad (30)' };
export const Normal: Story = { ...statusOf(31, 'normal'), name: 'Normal (31)' };
export const Good: Story = { ...statusOf(70, 'good'), globals: { theme: 'dark' }, name: 'Good (70, dark)' };
export const Full: Story = { ...statusOf(100, 'full'), globals: { locale: 'en' }, name: 'Full (100, en)' };
export const NotDetermined: Story = { ...statusOf(null, 'unknown'), name: 'Not determined' };
