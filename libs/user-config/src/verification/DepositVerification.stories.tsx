// MOD-027: the verification modal over the deposit page, for a player whose config asks for it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createUserConfigStorySite, storySiteOf, UserConfigStoryFrame } from '../testing/user-config-site';
import { DepositVerification } from './DepositVerification';

type Args = { flag: boolean; path: string };

const meta = {
  title: 'user-config/DepositVerification',
  args: { flag: true, path: '/{lng}/office/recharge' },
  loaders: [
    async ({ globals, args }) => ({
      site: await createUserConfigStorySite({
        globals,
        path: (args as Args).path,
        signedInAs: 'demo',
        config: { show_verification_modal_on_deposit_page: (args as Args).flag },
      }),
    }),
  ],
  render: (_, { loaded }) => (
    <UserConfigStoryFrame site={storySiteOf(loaded)}>
      <DepositVerification />
    </UserConfigStoryFrame>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  name: '[MOD-027] shown on the deposit page when show_verification_modal_on_deposit_page is set; later closes it',
  play: async ({ loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: t('user_config_verification_title') });
    await expect(within(dialog).getByRole('link', { name: t('user_config_verification_go') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(ru|en)\/office\/verification$/),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('user_config_verification_later') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const ShownDarkEnglish: Story = {
  name: '[MOD-027] shown (English, dark)',
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(
      await within(document.body).findByRole('dialog', { name: t('user_config_verification_title') }),
    ).toBeVisible();
  },
};

export const NotShownWithoutFlag: Story = {
  name: '[MOD-027] not shown when the flag is off',
  args: { flag: false },
  play: async ({ loaded }) => {
    await expect(storySiteOf(loaded).store.getState().userConfig.config?.show_verification_modal_on_deposit_page).toBe(
      false,
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const NotShownElsewhere: Story = {
  name: '[MOD-027] not shown on other pages',
  args: { path: '/{lng}/office/history' },
  play: async ({ loaded }) => {
    await expect(storySiteOf(loaded).store.getState().userConfig.config?.show_verification_modal_on_deposit_page).toBe(
      true,
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
