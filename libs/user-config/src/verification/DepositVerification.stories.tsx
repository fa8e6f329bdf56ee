// MOD-027: the verification modal over the deposit page, for a player whose config asks for it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createUserConfigStorySite, storySiteOf, UserConfigStoryFrame } from '../testing/user-config-site';
import { DepositVerification } from './DepositVerification';

type Args = { flag: boolean; path: string };

const meta = {
  title: 'Account/Deposit verification',
  tags: ['[MOD-027]'],
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

/** The modal on the deposit page, its link leading to the verification page. */
const shownModal: NonNullable<Story['play']> = async ({ loaded }) => {
  const { t } = storySiteOf(loaded).i18n;
  const dialog = await within(document.body).findByRole('dialog', { name: t('user_config_verification_title') });
  await expect(within(dialog).getByRole('link', { name: t('user_config_verification_go') })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/(ru|en)\/office\/verification$/),
  );
};

export const Shown: Story = { name: 'Shown on the deposit page', play: shownModal };

export const PutOff: Story = {
  name: 'Put off with "later"',
  play: async (context) => {
    await shownModal(context);
    const { t } = storySiteOf(context.loaded).i18n;
    const page = within(document.body);
    const dialog = page.getByRole('dialog', { name: t('user_config_verification_title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('user_config_verification_later') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const ShownDarkEnglish: Story = {
  name: 'Shown (en, dark)',
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(
      await within(document.body).findByRole('dialog', { name: t('user_config_verification_title') }),
    ).toBeVisible();
  },
};

export const NotShownWithoutFlag: Story = {
  name: 'Not shown without the flag',
  args: { flag: false },
  play: async ({ loaded }) => {
    await expect(storySiteOf(loaded).store.getState().userConfig.config?.show_verification_modal_on_deposit_page).toBe(
      false,
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const NotShownElsewhere: Story = {
  name: 'Not shown on other pages',
  args: { path: '/{lng}/office/history' },
  play: async ({ loaded }) => {
    await expect(storySiteOf(loaded).store.getState().userConfig.config?.show_verification_modal_on_deposit_page).toBe(
      true,
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
