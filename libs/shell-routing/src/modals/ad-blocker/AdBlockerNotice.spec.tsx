import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textOf, withTexts } from '../testing/with-texts';
import { AdBlockerNotice } from './AdBlockerNotice';

describe('AdBlockerNotice', () => {
  it.each(['ru', 'en'] as const)(
    '[SR-097] says the website is blocked by an ad blocker and asks to disable it (%s)',
    (language) => {
      render(withTexts(<AdBlockerNotice />, language));
      const notice = screen.getByRole('alert', { name: textOf('shell_adblock_title', language) });
      expect(notice).toHaveTextContent(textOf('shell_adblock_text', language));
    },
  );

  it('[SR-098] its close button, reached and pressed with the keyboard, closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(withTexts(<AdBlockerNotice onClose={onClose} />));
    await user.tab();
    const close = screen.getByRole('button', { name: textOf('ui_close') });
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
