import { createManualClock } from '@kickoff/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withI18n } from '../testing/with-i18n';
import { ErrorView, type ErrorViewKind } from './ErrorView';

const kinds: [ErrorViewKind, string][] = [
  ['error', 'main_error'],
  ['done', 'main_done'],
  ['ok', 'main_ok'],
];

describe('ErrorView', () => {
  it('[I18N-005] [I18N-006] [I18N-007] / titles the error, done and ok views with main_error, main_done and main_ok through i18next', () => {
    // A dictionary whose texts name their keys shows which key each title resolves.
    const byKey = { en: Object.fromEntries(kinds.map(([, key]) => [key, `text of ${key}`])) };
    for (const [kind, key] of kinds) {
      const { unmount } = render(withI18n(<ErrorView kind={kind} />, 'en', [byKey]));
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`text of ${key}`);
      unmount();
    }
    const real = { ru: ['Ошибка', 'Готово', 'ОК'], en: ['Error', 'Done', 'OK'] };
    for (const [language, titles] of Object.entries(real)) {
      kinds.forEach(([kind], i) => {
        const { unmount } = render(withI18n(<ErrorView kind={kind} />, language));
        expect(screen.getByRole('region', { name: titles[i] })).toHaveAttribute('data-kind', kind);
        unmount();
      });
    }
  });

  it('defaults to the error title and lets a caller replace it', () => {
    const { rerender } = render(withI18n(<ErrorView />));
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    rerender(withI18n(<ErrorView title="This page could not be found" headingLevel={1} />));
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('shows the status code with a label for assistive tech, and the text', () => {
    render(withI18n(<ErrorView statusCode={500} text="Something went wrong." />, 'ru'));
    expect(screen.getByText(/Код ошибки/).parentElement).toHaveTextContent('Код ошибки: 500');
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  });

  it('runs its action from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(withI18n(<ErrorView action={{ label: 'Reload', onClick }} />));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores a second click within the throttle, measured on the injected clock', async () => {
    const user = userEvent.setup();
    const clock = createManualClock(1_000_000);
    const onClick = vi.fn();
    render(withI18n(<ErrorView clock={clock} action={{ label: 'Reload', onClick, throttleMs: 1000 }} />));
    const reload = screen.getByRole('button', { name: 'Reload' });
    await user.click(reload);
    clock.advance(999);
    await user.click(reload);
    expect(onClick).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await user.click(reload);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('accepts every click without a throttle', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(withI18n(<ErrorView clock={createManualClock(0)} action={{ label: 'Retry', onClick }} />));
    await user.dblClick(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
