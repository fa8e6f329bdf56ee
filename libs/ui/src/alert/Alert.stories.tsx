import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MODAL_AUTO_CLOSE_MS } from '../modal/auto-close';
import { createManualTimers } from '@kickoff/runtime';
import { demoTextsIn, type InLanguage, useDemoTexts } from '../testing/demo-texts';
import { uiTextsIn } from '../testing/story-texts';
import { Alert, type AlertProps } from './Alert';

/** What the alert says and the labels of its answers; the answers' callbacks stay args, for the play functions to check. */
type Wording = InLanguage<{ title: string; text: string; action: string; secondaryAction?: string }>;

type HarnessProps = Omit<AlertProps, 'open' | 'title' | 'text' | 'action' | 'secondaryAction'> & {
  wording: Wording;
  onAction: () => void;
  onSecondaryAction: () => void;
};

/** Owns `open` like a real caller: an answer or a close request hides the alert. */
function AlertHarness({ wording, onAction, onSecondaryAction, ...props }: HarnessProps) {
  const texts = wording(useDemoTexts());
  const [open, setOpen] = useState(true);
  const answer = (label: string, onClick: () => void) => ({ label, onClick: () => (onClick(), setOpen(false)) });
  return (
    <Alert
      {...props}
      open={open}
      title={texts.title}
      text={texts.text}
      action={answer(texts.action, onAction)}
      secondaryAction={
        texts.secondaryAction === undefined ? undefined : answer(texts.secondaryAction, onSecondaryAction)
      }
      onClose={(reason) => {
        props.onClose?.(reason);
        setOpen(false);
      }}
    />
  );
}

const logoutQuestion: Wording = (t) => ({
  title: t.sure,
  text: t.logoutText,
  action: t.logout,
  secondaryAction: t.cancel,
});
const termsError: Wording = (t) => ({ title: t.error, text: t.termsError, action: t.ok });

/**
 * A modal alert that asks one question: a title, a text and one or two answers; `dismissible: false` for alerts that must be answered.
 *
 * Usage: `import { Alert } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Components/Alert',
  component: AlertHarness,
  args: { wording: logoutQuestion, onAction: fn(), onSecondaryAction: fn(), onClose: fn() },
  argTypes: { wording: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
/** The story's alert as a player of the toolbar's language reads it. */
const shown = ({ args, globals }: Pick<StoryContext<HarnessProps>, 'args' | 'globals'>) =>
  args.wording(demoTextsIn(globals));

export const Confirmed: Story = {
  name: 'Confirmed',
  play: async (context) => {
    const { args } = context;
    const texts = shown(context);
    const alert = await page().findByRole('alertdialog', { name: texts.title });
    await expect(alert).toHaveAccessibleDescription(texts.text);
    await expect(page().getByRole('button', { name: texts.secondaryAction })).toHaveFocus();
    await userEvent.tab();
    await expect(page().getByRole('button', { name: texts.action })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onSecondaryAction).not.toHaveBeenCalled();
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const Cancelled: Story = {
  name: 'Cancelled',
  play: async (context) => {
    const { args } = context;
    await page().findByRole('alertdialog', { name: shown(context).title });
    await expect(page().getByRole('button', { name: shown(context).secondaryAction })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSecondaryAction).toHaveBeenCalledOnce();
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const ClosedWithEscape: Story = {
  name: 'Closed with Escape',
  play: async (context) => {
    const { args } = context;
    await page().findByRole('alertdialog', { name: shown(context).title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(args.onSecondaryAction).not.toHaveBeenCalled();
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};

export const SingleAction: Story = {
  name: 'One action',
  args: { wording: (t) => ({ title: t.done, text: t.limitSaved, action: t.ok }) },
  play: async (context) => {
    const { args, globals } = context;
    const texts = shown(context);
    const alert = await page().findByRole('alertdialog', { name: texts.title });
    const close = within(alert).getByRole('button', { name: uiTextsIn(globals).ui_close });
    await expect(
      within(alert)
        .getAllByRole('button')
        .filter((button) => button !== close),
    ).toHaveLength(1);
    await expect(page().getByRole('button', { name: texts.action })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** The kind of alert that must be answered: nothing but its button closes it. */
export const NotDismissible: Story = {
  name: 'Not dismissible',
  args: { wording: termsError, dismissible: false },
  play: async (context) => {
    const { args, globals } = context;
    const alert = await page().findByRole('alertdialog', { name: shown(context).title });
    await expect(page().queryByRole('button', { name: uiTextsIn(globals).ui_close })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page().getByTestId('modal-backdrop'), { skipHover: true });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(alert).toBeVisible();
    await expect(page().getByRole('button', { name: shown(context).action })).toHaveFocus();
  },
};

const autoCloseTimers = createManualTimers();

export const AutoCloses: Story = {
  name: 'Closed after ten seconds',
  args: {
    wording: (t) => ({ title: t.betAccepted, text: t.couponPlaced, action: t.ok }),
    autoCloseMs: MODAL_AUTO_CLOSE_MS,
    timers: autoCloseTimers,
  },
  play: async (context) => {
    const { args } = context;
    await page().findByRole('alertdialog', { name: shown(context).title });
    autoCloseTimers.advance(MODAL_AUTO_CLOSE_MS - 1);
    await expect(args.onClose).not.toHaveBeenCalled();
    autoCloseTimers.advance(1);
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};
