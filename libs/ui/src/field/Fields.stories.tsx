// Form fields of the sign-in, registration and password forms: labels, hints, errors, reveal, keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { PasswordField } from './PasswordField';
import { RadioGroup } from './RadioGroup';
import { SelectField } from './SelectField';
import { demoTextsIn, useDemoTexts } from '../testing/demo-texts';
import { uiTextsIn } from '../testing/story-texts';
import { TextField } from './TextField';

function FieldsForm({ withErrors }: { withErrors: boolean }) {
  const t = useDemoTexts();
  const [bonus, setBonus] = useState<number | null>(1);
  return (
    <form style={{ width: 360 }} onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        hint={t.emailHint}
        error={withErrors ? t.emailError : undefined}
      />
      <SelectField label={t.country} name="country" defaultValue="ru" error={withErrors ? t.countryError : undefined}>
        <option value="ru">{t.russia}</option>
        <option value="kz">{t.kazakhstan}</option>
        <option value="by">{t.belarus}</option>
      </SelectField>
      <TextField label={t.phone} name="phone" inputMode="tel" prefix="+7" />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="current-password"
        error={withErrors ? t.passwordError : undefined}
      />
      <RadioGroup<number>
        legend={t.bonus}
        value={bonus}
        onChange={setBonus}
        options={[
          { value: 0, label: t.noBonus },
          { value: 1, label: t.sport },
          { value: 2, label: t.casino },
        ]}
      />
      <Checkbox label={t.rememberMe} name="remember" />
    </form>
  );
}

/**
 * Form fields of the sign-in, registration and password forms: labels, hints, errors, reveal, keyboard.
 *
 * Usage: `import { TextField, PasswordField, SelectField, RadioGroup, Checkbox } from '@kickoff/ui';` — each story's *Show code* gives the props in context.
 */
const meta = { title: 'Components/Fields', component: FieldsForm, args: { withErrors: false } } satisfies Meta<
  typeof FieldsForm
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and valid until the player types: no values, no errors. */
const emptyForm: NonNullable<Story['play']> = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const t = demoTextsIn(globals);
  await expect(canvas.getByLabelText(t.email)).toHaveValue('');
  await expect(canvas.getByLabelText(t.password)).toHaveValue('');
  await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  await expect(canvas.getByRole('checkbox', { name: t.rememberMe })).not.toBeChecked();
};

export const Empty: Story = { name: 'Empty', play: emptyForm };

export const FilledIn: Story = {
  name: 'Filled in',
  play: async (context) => {
    await emptyForm(context);
    const canvas = within(context.canvasElement);
    const { globals } = context;
    const t = demoTextsIn(globals);
    const password = canvas.getByLabelText(t.password);
    await userEvent.type(password, 'secret12');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: uiTextsIn(globals).ui_password_show }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: uiTextsIn(globals).ui_password_show })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('radio', { name: t.casino }));
    await expect(canvas.getByRole('radio', { name: t.casino })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: t.sport })).toBeChecked();
    await userEvent.click(canvas.getByText(t.rememberMe));
    await expect(canvas.getByRole('checkbox', { name: t.rememberMe })).toBeChecked();
    await expect(canvas.getByLabelText(t.email)).toHaveAccessibleDescription(t.emailHint);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.country }), 'by');
    await expect(canvas.getByRole('combobox', { name: t.country })).toHaveValue('by');
    await expect(canvas.getByRole('option', { name: t.belarus, selected: true })).toBeInTheDocument();
  },
};

export const WithErrors: Story = {
  name: 'With errors',
  args: { withErrors: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = demoTextsIn(globals);
    await expect(canvas.getByLabelText(t.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(t.email)).toHaveAccessibleDescription(`${t.emailHint} ${t.emailError}`);
    await expect(canvas.getByRole('combobox', { name: t.country })).toHaveAccessibleDescription(t.countryError);
    await expect(canvas.getByLabelText(t.password)).toHaveAccessibleDescription(t.passwordError);
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
  },
};
