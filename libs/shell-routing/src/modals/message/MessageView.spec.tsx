import { createManualClock } from '@kickoff/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textOf, withTexts } from '../testing/with-texts';
import { MessageView } from './MessageView';

describe('MessageView', () => {
  it.each([
    ['error', 'main_error'],
    ['done', 'main_done'],
    ['ok', 'main_ok'],
  ] as const)('titles the %s kind with %s in ru and en', (kind, key) => {
    for (const language of ['ru', 'en'] as const) {
      const { unmount } = render(withTexts(<MessageView kind={kind} />, language));
      expect(screen.getByRole('heading', { name: textOf(key, language) })).toBeInTheDocument();
      unmount();
    }
  });

  it('shows its text and runs its one action, throttled on the injected clock', async () => {
    const user = userEvent.setup();
    const clock = createManualClock(0);
    const onClick = vi.fn();
    render(
      withTexts(
        <MessageView
          kind="error"
          text="Payment failed."
          action={{ label: 'Try again', onClick, throttleMs: 1000 }}
          clock={clock}
        />,
      ),
    );
    expect(screen.getByRole('region', { name: textOf('main_error') })).toHaveTextContent('Payment failed.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    await user.click(retry);
    expect(onClick).toHaveBeenCalledOnce();
    clock.advance(1000);
    await user.click(retry);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
