import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MODAL_AUTO_CLOSE_MS } from '../modal/auto-close';
import { createManualTimers } from '@kickoff/runtime';
import { uiTextsIn } from '../testing/story-texts';
import { Alert, type AlertProps } from './Alert';

/** Owns `open` like a real caller: an answer or a close request hides the alert. */
function AlertHarness(props: Omit<AlertProps, 'open'>) {
  const [open, setOpen] = useState(true);
  const answer = (a: AlertProps['action']) => ({ ...a, onClick: () => (a.onClick(), setOpen(false)) });
  return (
    <Alert
      {...props}
      open={open}
      action={answer(props.action)}
      secondaryAction={props.secondaryAction && answer(props.secondaryAction)}
      onClose={(reason) => {
        props.onClose?.(reason);
        setOpen(false);
      }}
    />
  );
}

/**
 * A modal alert that asks one question: a title, a text and one or two answers; `dismissible: false` for alerts that must be answered.
 *
 * Usage: `import { Alert } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'ui/Alert',
  component: AlertHarness,
  args: {
    title: 'Вы уверены?',
    text: 'Вы выйдете из аккаунта на этом устройстве.',
    action: { label: 'Выйти', onClick: fn() },
    secondaryAction: { label: 'Отмена', onClick: fn() },
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Confirm: Story = {
  play: async ({ args }) => {
    const alert = await page().findByRole('alertdialog', { name: String(args.title) });
    await expect(alert).toHaveAccessibleDescription(String(args.text));
    await expect(page().getByRole('button', { name: String(args.secondaryAction?.label) })).toHaveFocus();
    await userEvent.tab();
    await expect(page().getByRole('button', { name: String(args.action.label) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action.onClick).toHaveBeenCalledOnce();
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const Cancelled: Story = {
  play: async ({ args }) => {
    await page().findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await expect(args.secondaryAction?.onClick).toHaveBeenCalledOnce();
    await expect(args.action.onClick).not.toHaveBeenCalled();
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const ClosedWithEscape: Story = {
  play: async ({ args }) => {
    await page().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const SingleAction: Story = {
  args: { title: 'Готово', text: 'Лимит сохранён.', action: { label: 'ОК', onClick: fn() }, secondaryAction: undefined },
  play: async ({ args }) => {
    await page().findByRole('alertdialog', { name: String(args.title) });
    await expect(page().getByRole('button', { name: String(args.action.label) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.action.onClick).toHaveBeenCalledOnce();
  },
};

/** The kind of alert that must be answered: nothing but its button closes it. */
export const NotDismissible: Story = {
  args: {
    title: 'Ошибка',
    text: 'Не удалось подтвердить условия. Обновите страницу.',
    action: { label: 'ОК', onClick: fn() },
    secondaryAction: undefined,
    dismissible: false,
  },
  play: async ({ args, globals }) => {
    const alert = await page().findByRole('alertdialog', { name: String(args.title) });
    await expect(page().queryByRole('button', { name: uiTextsIn(globals).ui_close })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page().getByTestId('modal-backdrop'), { skipHover: true });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(alert).toBeVisible();
    await expect(page().getByRole('button', { name: String(args.action.label) })).toHaveFocus();
  },
};

const autoCloseTimers = createManualTimers();

export const AutoCloses: Story = {
  args: { title: 'Ставка принята', text: 'Купон № 1234 оформлен.', action: { label: 'ОК', onClick: fn() }, secondaryAction: undefined, autoCloseMs: MODAL_AUTO_CLOSE_MS, timers: autoCloseTimers },
  play: async ({ args }) => {
    await page().findByRole('alertdialog', { name: String(args.title) });
    autoCloseTimers.advance(MODAL_AUTO_CLOSE_MS - 1);
    await expect(args.onClose).not.toHaveBeenCalled();
    autoCloseTimers.advance(1);
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};
