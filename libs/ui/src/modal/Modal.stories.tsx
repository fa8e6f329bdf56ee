import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { createManualTimers } from '@kickoff/runtime';
import { MODAL_AUTO_CLOSE_MS } from './auto-close';
import { Modal, type ModalProps } from './Modal';

/**
 * The dialog every Kickoff modal is built on. A story opens it from a trigger, as on the site,
 * so focus moving in, staying in, and coming back can be checked.
 */
function ModalWithTrigger(props: Omit<ModalProps, 'open'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open
      </Button>
      <Modal
        {...(props as ModalProps)}
        open={open}
        onClose={(reason) => {
          props.onClose?.(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui/Modal',
  component: ModalWithTrigger,
  args: {
    title: 'Вы уверены?',
    description: 'Вы выйдете из аккаунта на этом устройстве.',
    onClose: fn(),
    closeOnEscape: true,
    closeOnBackdropClick: true,
    showCloseButton: true,
    size: 'medium',
    role: 'dialog',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModalWithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

// Modals render in a portal on <body>, outside the story's canvas element.
const page = () => within(document.body);

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Отмена</Button>
        <Button>Выйти</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Вы уверены?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = page().getByRole('button', { name: 'Закрыть' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'Выйти' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(page().getByRole('button', { name: 'Выйти' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(page().queryByRole('dialog')).toBeNull();
    // Opened from its trigger, the modal gives focus back to it when it closes.
    await userEvent.click(page().getByRole('button', { name: 'Open' }));
    await expect(await page().findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page().getByRole('button', { name: 'Open' })).toHaveFocus();
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ args }) => {
    await page().findByRole('dialog');
    await userEvent.click(page().getByTestId('modal-backdrop'), { skipHover: true });
    await expect(args.onClose).toHaveBeenCalledWith('backdrop');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Закрыть' }));
    await expect(args.onClose).toHaveBeenCalledWith('close-button');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** For alerts that must be answered (e.g. the confirm-terms error): no ×, Escape and outside click do nothing. */
export const CannotBeDismissed: Story = {
  args: {
    role: 'alertdialog',
    title: 'Ошибка',
    description: 'Не удалось подтвердить условия. Обновите страницу.',
    closeOnEscape: false,
    closeOnBackdropClick: false,
    showCloseButton: false,
    actions: <Button>OK</Button>,
  },
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: 'Ошибка' });
    await expect(page().queryByRole('button', { name: 'Закрыть' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page().getByTestId('modal-backdrop'), { skipHover: true });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const WithoutVisibleTitle: Story = {
  args: {
    title: undefined,
    ariaLabel: 'Меню навигации',
    description: undefined,
    children: (
      <nav>
        <a href="#line">Линия</a> · <a href="#live">Лайв</a> · <a href="#casino">Казино</a>
      </nav>
    ),
  },
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'Меню навигации' })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'small', actions: <Button fullWidth>OK</Button> },
  play: async () => {
    await page().findByRole('dialog', { name: 'Вы уверены?' });
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const LargeWithLongContent: Story = {
  args: {
    size: 'large',
    title: 'Правила',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Пункт {i + 1}. Ставки принимаются до начала события.</p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Правила' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

/** Auto-close runs on these timers, moved by the play functions below. */
const autoCloseTimers = createManualTimers();

export const AutoClosesAfterTenSeconds: Story = {
  args: { title: 'Ставка принята', description: 'Купон № 1234 оформлен.', autoCloseMs: MODAL_AUTO_CLOSE_MS, timers: autoCloseTimers },
  play: async ({ args }) => {
    await page().findByRole('dialog', { name: 'Ставка принята' });
    autoCloseTimers.advance(MODAL_AUTO_CLOSE_MS - 1);
    await expect(args.onClose).not.toHaveBeenCalled();
    autoCloseTimers.advance(1);
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** A modal that must be answered ignores autoCloseMs. */
export const NoAutoCloseWhenItCannotClose: Story = {
  args: {
    ...CannotBeDismissed.args,
    autoCloseMs: MODAL_AUTO_CLOSE_MS,
    timers: autoCloseTimers,
  },
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: 'Ошибка' });
    autoCloseTimers.advance(MODAL_AUTO_CLOSE_MS * 3);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const Dark: Story = {
  ...WithActions,
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'Вы уверены?' })).toBeVisible();
  },
};
