// [MOD-021] Finish-registration modal (pay-and-play account): shown, asking for the e-mail and password the account lacks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrationTextIn, withRegistrationStoryTexts } from '../../testing/registration-texts';
import { FinishRegistrationModal } from './FinishRegistrationModal';

function FinishRegistrationDemo({
  onSubmit,
  onLater,
}: {
  onSubmit: (email: string, password: string) => void;
  onLater: () => void;
}) {
  const [fields, setFields] = useState({ email: '', password: '' });
  return (
    <FinishRegistrationModal
      open
      email={fields.email}
      password={fields.password}
      problems={[]}
      submitting={false}
      failed={false}
      onFieldChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))}
      onSubmit={() => onSubmit(fields.email, fields.password)}
      onLater={onLater}
    />
  );
}

/**
 * Finish-registration modal (pay-and-play account): shown, asking for the e-mail and password the account lacks.
 *
 * Implements **MOD-021**: Finish-registration modal (pay-and-play account) — group: session — variants: shown.
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Finish registration',
  tags: ['[MOD-021]'],
  component: FinishRegistrationDemo,
  decorators: [withRegistrationStoryTexts],
  args: { onSubmit: fn(), onLater: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FinishRegistrationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  name: 'Shown',
  play: async ({ globals, args }) => {
    const text = registrationTextIn(globals);
    const modal = within(
      await within(document.body).findByRole('dialog', { name: text('session_registration_finish_title') }),
    );
    await expect(modal.getByText(text('session_registration_finish_text'))).toBeVisible();
    await userEvent.type(modal.getByLabelText(text('session_registration_email')), 'payer@example.com');
    await userEvent.type(modal.getByLabelText(text('session_registration_password')), 'secret-123');
    await userEvent.click(modal.getByRole('button', { name: text('session_registration_finish_save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('payer@example.com', 'secret-123');
    await userEvent.click(modal.getByRole('button', { name: text('session_registration_finish_later') }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
  },
};
