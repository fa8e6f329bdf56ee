import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactNode, StrictMode, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../testing/with-i18n';
import { Checkbox } from './Checkbox';
import { PasswordField } from './PasswordField';
import { RadioGroup } from './RadioGroup';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** Every value each field reported to the form, in order. */
interface Reports {
  login: string[];
  password: string[];
  remember: boolean[];
  country: string[];
  bonus: number[];
}

const noReports = (): Reports => ({ login: [], password: [], remember: [], country: [], bonus: [] });

/** A sign-in-like form whose state lives in React, as a form's state does: it starts empty and learns only through onChange. */
function SignInForm({ reports }: { reports: Reports }) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [country, setCountry] = useState('ru');
  const [bonus, setBonus] = useState(1);
  return (
    <form>
      <TextField
        label="Login"
        name="username"
        value={login}
        onChange={(event) => (reports.login.push(event.target.value), setLogin(event.target.value))}
      />
      <PasswordField
        label="Password"
        name="password"
        value={password}
        onChange={(event) => (reports.password.push(event.target.value), setPassword(event.target.value))}
      />
      <Checkbox
        label="Remember me"
        checked={remember}
        onChange={(event) => (reports.remember.push(event.target.checked), setRemember(event.target.checked))}
      />
      <SelectField
        label="Country"
        value={country}
        onChange={(event) => (reports.country.push(event.target.value), setCountry(event.target.value))}
      >
        <option value="ru">Russia</option>
        <option value="kz">Kazakhstan</option>
      </SelectField>
      <RadioGroup<number>
        legend="Bonus"
        value={bonus}
        onChange={(value) => (reports.bonus.push(value), setBonus(value))}
        options={[
          { value: 1, label: 'Sport' },
          { value: 2, label: 'Casino' },
        ]}
      />
      <output aria-label="Form state">
        {JSON.stringify({ login, passwordLength: password.length, remember, country, bonus })}
      </output>
    </form>
  );
}

const page = (reports: Reports): ReactNode => <StrictMode>{withI18n(<SignInForm reports={reports} />)}</StrictMode>;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

/** The server's HTML on the page, before the site's script has run. */
function serverHtml(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(page(noReports()));
  document.body.append(container);
  return container;
}

/** The site's script arrives and takes the server's HTML over; a hydration error fails the test. */
async function hydrate(reports: Reports) {
  const problems: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container!, page(reports), { onRecoverableError: (error) => void problems.push(error) });
  });
  expect(problems).toEqual([]);
}

const formState = () => JSON.parse(screen.getByLabelText('Form state').textContent ?? '{}');

describe('fields in the server’s HTML', () => {
  it('report what the player typed, ticked and picked before hydration, once each, and keep showing it', async () => {
    serverHtml();
    const console = [
      vi.spyOn(globalThis.console, 'log'),
      vi.spyOn(globalThis.console, 'warn'),
      vi.spyOn(globalThis.console, 'error'),
    ];
    // The player on a slow phone, before the script has come: the browser alone changes the controls.
    (screen.getByLabelText('Login') as HTMLInputElement).value = 'demo';
    (screen.getByLabelText('Password') as HTMLInputElement).value = 'demo1234';
    (screen.getByLabelText('Remember me') as HTMLInputElement).checked = true;
    (screen.getByLabelText('Country') as HTMLSelectElement).value = 'kz';
    (screen.getByLabelText('Casino') as HTMLInputElement).checked = true;

    const reports = noReports();
    await hydrate(reports);

    expect(reports).toEqual({ login: ['demo'], password: ['demo1234'], remember: [true], country: ['kz'], bonus: [2] });
    expect(formState()).toEqual({ login: 'demo', passwordLength: 8, remember: true, country: 'kz', bonus: 2 });
    expect(screen.getByLabelText('Login')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('kz');
    expect(screen.getByRole('radio', { name: 'Casino' })).toBeChecked();
    // The password went to the form's onChange and nowhere else: nothing was logged.
    for (const spy of console) expect(spy).not.toHaveBeenCalled();

    // Typing on after the take-over goes on from what was there; the state never snaps back to empty.
    await userEvent.type(screen.getByLabelText('Login'), '1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(screen.getByLabelText('Login')).toHaveValue('demo1');
    expect(reports.login).toEqual(['demo', 'demo1']);
    expect(reports.remember).toEqual([true, false]);
    expect(formState()).toMatchObject({ login: 'demo1', remember: false });
  });

  it('report nothing when the player changed nothing before hydration', async () => {
    serverHtml();
    const reports = noReports();
    await hydrate(reports);
    expect(reports).toEqual(noReports());
    expect(formState()).toEqual({ login: '', passwordLength: 0, remember: false, country: 'ru', bonus: 1 });
  });

  it('report nothing when the client renders them itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const reports = noReports();
    await act(async () => {
      root = createRoot(container!);
      root.render(page(reports));
    });
    expect(reports).toEqual(noReports());
    expect(screen.getByLabelText('Login')).toHaveValue('');
  });

  it('still give the control to the caller’s own ref, an object or a callback', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const objectRef = createRef<HTMLInputElement>();
    const seen: (HTMLSelectElement | null)[] = [];
    await act(async () => {
      root = createRoot(container!);
      root.render(
        <>
          <TextField label="Login" ref={objectRef} />
          <SelectField label="Country" ref={(select) => void seen.push(select)}>
            <option value="ru">Russia</option>
          </SelectField>
        </>,
      );
    });
    expect(objectRef.current).toBe(screen.getByLabelText('Login'));
    expect(seen).toEqual([screen.getByLabelText('Country')]);
    act(() => root?.unmount());
    root = undefined;
    expect(objectRef.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });
});
