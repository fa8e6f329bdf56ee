import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ProfilerOnRenderCallback, useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@kickoff/i18n';
import { I18nextProvider } from 'react-i18next';
import { uiResources } from '../i18n/resources';
import { withI18n } from '../testing/with-i18n';
import { OddsButton, type OddsButtonProps } from './OddsButton';
import { OddsButtonProfiler } from './odds-button-profiler';

/** A caller as a page is one: it owns the selection and flips it on each toggle. */
function Selectable(props: Omit<OddsButtonProps, 'selected' | 'onToggle'>) {
  const [selected, setSelected] = useState(false);
  const onToggle = useCallback((_id: string, next: boolean) => setSelected(next), []);
  return <OddsButton {...props} selected={selected} onToggle={onToggle} />;
}

describe('OddsButton', () => {
  it('is named by its market and price, shown as given', () => {
    render(withI18n(<OddsButton id="m1" market="W1" price="29/20" />));
    const button = screen.getByRole('button', { name: 'W1 29/20' });
    expect(button).toHaveTextContent('W1');
    expect(button).toHaveTextContent('29/20');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('speaks the active language', () => {
    render(withI18n(<OddsButton id="m1" market="П1" price="2,45" />, 'ru'));
    expect(screen.getByRole('button', { name: 'П1 2,45' })).toBeEnabled();
  });

  it('is a pressed toggle: a press selects, a second press removes the selection', async () => {
    const user = userEvent.setup();
    render(withI18n(<Selectable id="m1" market="W1" price="2.45" />));
    const button = screen.getByRole('button', { name: 'W1 2.45' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    button.focus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports its id and the wished state, and leaves the selection to the caller', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(withI18n(<OddsButton id="m7" market="X" price="3.10" onToggle={onToggle} />));
    await user.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenLastCalledWith('m7', true);
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    rerender(withI18n(<OddsButton id="m7" market="X" price="3.10" selected onToggle={onToggle} />));
    await user.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenLastCalledWith('m7', false);
  });

  it.each([
    ['up', 'W1 2.60, odds up', 'П1 2,60, коэффициент вырос'],
    ['down', 'W1 2.60, odds down', 'П1 2,60, коэффициент снизился'],
  ] as const)('a move %s is in the name, drawn as an arrow and flashed', (movement, en, ru) => {
    const { unmount } = render(withI18n(<OddsButton id="m1" market="W1" price="2.60" movement={movement} />));
    const button = screen.getByRole('button', { name: en });
    expect(button).toHaveAttribute('data-movement', movement);
    expect(button.querySelector(`svg[data-direction="${movement}"]`)).not.toBeNull();
    expect(screen.getByTestId('odds-flash')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    render(withI18n(<OddsButton id="m1" market="П1" price="2,60" movement={movement} />, 'ru'));
    expect(screen.getByRole('button', { name: ru })).toBeInTheDocument();
  });

  it('replays the flash on each new price and has none without a move', () => {
    const { rerender } = render(withI18n(<OddsButton id="m1" market="W1" price="2.60" movement="up" />));
    const first = screen.getByTestId('odds-flash');
    rerender(withI18n(<OddsButton id="m1" market="W1" price="2.75" movement="up" />));
    expect(screen.getByTestId('odds-flash')).not.toBe(first);
    rerender(withI18n(<OddsButton id="m1" market="W1" price="2.75" />));
    expect(screen.queryByTestId('odds-flash')).toBeNull();
    expect(screen.getByRole('button', { name: 'W1 2.75' })).not.toHaveAttribute('data-movement');
  });

  it('suspended: disabled, shows why instead of the price and says it in its name', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onToggle = vi.fn();
    render(withI18n(<OddsButton id="m1" market="W1" price="2.45" state="suspended" onToggle={onToggle} />));
    const button = screen.getByRole('button', { name: 'W1 Paused, betting suspended' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Paused');
    expect(button).not.toHaveTextContent('2.45');
    await user.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it("suspended with the caller's reason, which no move outshouts", () => {
    render(withI18n(<OddsButton id="m1" market="W1" price="2.45" state="suspended" reason="Goal" movement="up" />));
    const button = screen.getByRole('button', { name: 'W1 Goal, betting suspended' });
    expect(button).toHaveTextContent('Goal');
    expect(screen.queryByTestId('odds-flash')).toBeNull();
  });

  it('locked: disabled, a lock in place of the price, named as closed', () => {
    render(withI18n(<OddsButton id="m1" market="П1" price="2,45" state="locked" />, 'ru'));
    const button = screen.getByRole('button', { name: 'П1, ставки не принимаются' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('odds-lock')).toHaveAttribute('aria-hidden', 'true');
    expect(button).not.toHaveTextContent('2,45');
  });

  it('keeps showing a selected outcome as pressed while its market is suspended', () => {
    render(withI18n(<OddsButton id="m1" market="W1" price="2.45" state="suspended" selected />));
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders again only when a prop changed', () => {
    const renders = vi.fn<ProfilerOnRenderCallback>();
    const onToggle = () => undefined;
    // One i18next for every render, as a site has: a new instance would be news to every translated component.
    const i18n = createI18n({ language: 'en', bundles: [uiResources] });
    const tree = (price: string) => (
      <I18nextProvider i18n={i18n}>
        <OddsButtonProfiler.Provider value={renders}>
          <OddsButton id="m1" market="W1" price={price} onToggle={onToggle} />
        </OddsButtonProfiler.Provider>
      </I18nextProvider>
    );
    const { rerender } = render(tree('2.45'));
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(tree('2.45'));
    rerender(tree('2.45'));
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(tree('2.50'));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(renders.mock.calls[1]?.[0]).toBe('m1');
  });
});
