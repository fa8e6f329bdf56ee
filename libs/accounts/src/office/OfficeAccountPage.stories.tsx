// The office's accounts page over the mock platform: wallets, adding and removing a currency.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TestSiteFrame } from '@kickoff/testing';
import { addCurrencyRequested } from '../state/accounts-slice';
import { type AccountsStoryOptions, createAccountsStorySite, storySiteOf } from '../testing/accounts-site';
import { OfficeAccountPage } from './OfficeAccountPage';

type Args = Omit<AccountsStoryOptions, 'globals'>;

const meta = {
  title: 'Account/Wallets page',
  args: { signedInAs: 'demo' },
  loaders: [async ({ globals, args }) => ({ site: await createAccountsStorySite({ globals, ...(args as Args) }) })],
  render: (_, { loaded }) => (
    <TestSiteFrame site={storySiteOf(loaded)}>
      <OfficeAccountPage />
    </TestSiteFrame>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const wallets = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('list', { name }));

export const Loading: Story = {
  name: 'Loading',
  args: { refuse: ['/accounts/balance'] },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(within(canvasElement).getByRole('progressbar', { name: t('accounts_balance_loading') })).toBeVisible();
  },
};

export const OneAccount: Story = {
  name: 'One wallet',
  args: { signedInAs: 'solo', platform: (site) => site.mock.patchState({ users: { solo: {} } }) },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(wallets(canvasElement, t('accounts_wallets')).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Several: Story = {
  name: 'Several wallets, protection not determined',
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    const list = wallets(canvasElement, t('accounts_wallets'));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getAllByRole('listitem')[2]).toHaveTextContent(t('accounts_bonus'));
    await expect(within(canvasElement).getByText(t('accounts_protection_unknown'))).toBeVisible();
    await expect(await within(canvasElement).findByRole('option', { name: /EUR/ })).toBeInTheDocument();
  },
};

export const SeveralEnDark: Story = {
  ...Several,
  name: 'Several wallets (en, dark)',
  globals: { locale: 'en', theme: 'dark' },
};

export const Frozen: Story = {
  name: 'Frozen account',
  args: { platform: (site) => site.mock.patchState({ users: { demo: { isAccountFrozen: true } } }) },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(within(canvasElement).getByText(t('accounts_frozen'))).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: new RegExp(t('accounts_make_active')) }),
    ).toBeNull();
  },
};

async function chooseAndAdd(canvasElement: HTMLElement, t: (key: string) => string) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: t('accounts_add_currency') }),
    await canvas.findByRole('option', { name: /EUR/ }),
  );
  await userEvent.click(canvas.getByRole('button', { name: t('accounts_add_submit') }));
}

export const AddInProgress: Story = {
  name: 'Adding a wallet',
  args: { platform: (site) => site.mock.patchState({ users: { demo: { accountOpeningMs: 60_000 } } }) },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await chooseAndAdd(canvasElement, t);
    await expect(await within(canvasElement).findByText(t('accounts_add_in_progress'))).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: t('accounts_add_submit') })).toBeDisabled();
  },
};

export const Added: Story = {
  name: 'Wallet added',
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await chooseAndAdd(canvasElement, t);
    await waitFor(() => expect(wallets(canvasElement, t('accounts_wallets')).getAllByRole('listitem')).toHaveLength(4));
    await expect(await within(canvasElement).findByText('EUR account opened')).toBeVisible();
  },
};

export const AddFailed: Story = {
  name: 'Adding refused',
  args: {
    after: async (site) => {
      site.store.dispatch(addCurrencyRequested({ currencyId: 1 }));
      await site.until((state) => state.message !== null);
    },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This currency cannot be added');
  },
};

export const RemoveConfirm: Story = {
  name: 'Wallet removed after the confirmation',
  args: {
    after: async (site) => {
      site.store.dispatch(addCurrencyRequested({ currencyId: 3 }));
      await site.until((state) => state.all_accounts.length === 4 && !state.isAddInProgress);
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('accounts_remove', { currency: 'EUR' }) }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: t('accounts_remove_title', { currency: 'EUR' }) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t('accounts_remove_confirm') }));
    await waitFor(() => expect(wallets(canvasElement, t('accounts_wallets')).getAllByRole('listitem')).toHaveLength(3));
  },
};
