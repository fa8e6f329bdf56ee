// The header's balance and account switch over the mock platform, in the toolbar's language and theme.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TestSiteFrame } from '@kickoff/testing';
import { activeAccountChangeRequested } from '../state/accounts-slice';
import { type AccountsStoryOptions, createAccountsStorySite, storySiteOf } from '../testing/accounts-site';
import { AccountBalance } from './AccountBalance';

type Args = Omit<AccountsStoryOptions, 'globals'>;

const meta = {
  title: 'Account/Balance',
  args: { signedInAs: 'demo' },
  loaders: [async ({ globals, args }) => ({ site: await createAccountsStorySite({ globals, ...(args as Args) }) })],
  render: (_, { loaded }) => (
    <TestSiteFrame site={storySiteOf(loaded)}>
      <div style={{ minHeight: 260, display: 'flex', justifyContent: 'flex-end' }}>
        <AccountBalance />
      </div>
    </TestSiteFrame>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Money as Intl writes it for the language, its no-break spaces as the matcher normalises them. */
const money = (language: string, amount: number, currency: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount).replace(/\s+/g, ' ');

export const Loading: Story = {
  name: 'Loading',
  args: { refuse: ['/accounts/balance'] },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('accounts_balance_loading'));
  },
};

export const OneAccount: Story = {
  name: 'One account',
  args: { signedInAs: 'solo', platform: (site) => site.mock.patchState({ users: { solo: {} } }) },
  play: async ({ canvasElement, loaded }) => {
    const { i18n } = storySiteOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(i18n.t('accounts_balance_label')) }));
    const menu = within(canvas.getByRole('menu', { name: i18n.t('accounts_switch_label') }));
    await expect(menu.getAllByRole('menuitemradio')).toHaveLength(1);
    await expect(menu.getByRole('menuitemradio')).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitem', { name: i18n.t('accounts_office_link') })).toHaveAttribute(
      'href',
      `/${i18n.language}/office/account`,
    );
  },
};

export const Several: Story = {
  name: 'Several accounts, USD chosen',
  play: async ({ canvasElement, loaded }) => {
    const { i18n } = storySiteOf(loaded);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: new RegExp(i18n.t('accounts_balance_label')) });
    await expect(trigger).toHaveTextContent(money(i18n.language, 10_000, 'RUB'));
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = within(canvas.getByRole('menu'));
    const items = menu.getAllByRole('menuitemradio');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveFocus();
    await expect(items[2]).toHaveTextContent(i18n.t('accounts_bonus'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent(money(i18n.language, 250, 'USD')));
    await expect(trigger).toHaveFocus();
  },
};

export const SeveralEnDark: Story = {
  ...Several,
  name: 'Several accounts, USD chosen (en, dark)',
  globals: { locale: 'en', theme: 'dark' },
};

export const BonusActive: Story = {
  name: 'Bonus account active',
  args: {
    after: async (site) => {
      site.store.dispatch(activeAccountChangeRequested({ id: 10_013 }));
      await site.until((state) => state.activeAccount?.id === 10_013 && !state.isChangeInProgress);
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const { i18n } = storySiteOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(i18n.t('accounts_balance_label')) }));
    const checked = within(canvas.getByRole('menu')).getByRole('menuitemradio', { checked: true });
    await expect(checked).toHaveTextContent(i18n.t('accounts_bonus'));
    await expect(checked).toHaveTextContent(money(i18n.language, 500, 'RUB'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const Frozen: Story = {
  name: 'Frozen account',
  args: { platform: (site) => site.mock.patchState({ users: { demo: { isAccountFrozen: true } } }) },
  globals: { theme: 'dark' },
  play: async ({ canvasElement, loaded }) => {
    const { i18n } = storySiteOf(loaded);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: new RegExp(i18n.t('accounts_balance_label')) });
    await expect(trigger).toHaveTextContent(i18n.t('accounts_frozen'));
    await userEvent.click(trigger);
    for (const item of within(canvas.getByRole('menu')).getAllByRole('menuitemradio'))
      await expect(item).toHaveAttribute('aria-disabled', 'true');
  },
};
