// Form fields of the sign-in, registration and password forms: labels, hints, errors, reveal, keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { PasswordField } from './PasswordField';
import { RadioGroup } from './RadioGroup';
import { SelectField } from './SelectField';
import { uiTextsIn } from '../testing/story-texts';
import { TextField } from './TextField';

function FieldsForm({ withErrors }: { withErrors: boolean }) {
  const [bonus, setBonus] = useState<number | null>(1);
  return (
    <form style={{ width: 360 }} onSubmit={(event) => event.preventDefault()}>
      <TextField label="E-mail" name="email" type="email" autoComplete="email" hint="We send the code here" error={withErrors ? 'Enter an e-mail address' : undefined} />
      <SelectField label="Country" name="country" defaultValue="ru" error={withErrors ? 'Choose the country of your phone' : undefined}>
        <option value="ru">Россия (+7)</option>
        <option value="kz">Казахстан (+7)</option>
        <option value="by">Беларусь (+375)</option>
      </SelectField>
      <TextField label="Phone" name="phone" inputMode="tel" prefix="+7" />
      <PasswordField label="Password" name="password" autoComplete="current-password" error={withErrors ? 'At least 8 characters' : undefined} />
      <RadioGroup<number>
        legend="Bonus"
        value={bonus}
        onChange={setBonus}
        options={[
          { value: 0, label: 'No bonus' },
          { value: 1, label: 'Sport' },
          { value: 2, label: 'Casino' },
        ]}
      />
      <Checkbox label="Remember me" name="remember" />
    </form>
  );
}

/**
 * Form fields of the sign-in, registration and password forms: labels, hints, errors, reveal, keyboard.
 *
 * Usage: `import { TextField, PasswordField, SelectField, RadioGroup, Checkbox } from '@kickoff/ui';` — each story's *Show code* gives the props in context.
 */
const meta = { title: 'ui/Fields', component: FieldsForm, args: { withErrors: false } } satisfies Meta<typeof FieldsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'secret12');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: uiTextsIn(globals).ui_password_show }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: uiTextsIn(globals).ui_password_show })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Casino' }));
    await expect(canvas.getByRole('radio', { name: 'Casino' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Sport' })).toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription('We send the code here');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'by');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('by');
  },
};

export const WithErrors: Story = {
  args: { withErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription('We send the code here Enter an e-mail address');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose the country of your phone');
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
  },
};
