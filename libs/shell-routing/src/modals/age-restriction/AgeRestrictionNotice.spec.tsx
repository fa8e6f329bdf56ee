import { createManualClock, memoryStorage } from '@kickoff/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AGE_RESTRICTION_FLAG_MS, AGE_RESTRICTION_STORAGE_KEY } from '../../shell/age-restriction';
import { textOf, withTexts } from '../testing/with-texts';
import { AgeRestrictionNotice } from './AgeRestrictionNotice';

const START = 1_700_000_000_000;
const visitor = () => ({ storage: memoryStorage(), clock: createManualClock(START) });
const notice = (language: 'ru' | 'en' = 'en') =>
  screen.queryByRole('alertdialog', { name: textOf('proof_of_age_popup_title', language) });

describe('AgeRestrictionNotice', () => {
  it.each(['ru', 'en'] as const)(
    '[SR-094] [I18N-009] shows proof_of_age_popup_title to a visitor without a flag when configured (%s)',
    (language) => {
      render(withTexts(<AgeRestrictionNotice isConfigured {...visitor()} />, language));
      expect(notice(language)).toHaveTextContent(textOf('proof_of_age_popup_title', language));
      expect(notice(language)).toHaveAccessibleDescription(textOf('shell_age_text', language));
      expect(screen.getByRole('button', { name: textOf('shell_age_confirm', language) })).toHaveFocus();
    },
  );

  it('[SR-095] never shows when not configured, and stores no flag', () => {
    const { storage, clock } = visitor();
    render(withTexts(<AgeRestrictionNotice isConfigured={false} storage={storage} clock={clock} />));
    expect(notice()).toBeNull();
    expect(storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBeNull();
  });

  it('[SR-096] showing stores the flag: hidden on visits within 3 days, shown again once 259200000 ms have passed', () => {
    const { storage, clock } = visitor();
    const visit = () => render(withTexts(<AgeRestrictionNotice isConfigured storage={storage} clock={clock} />));
    const first = visit();
    expect(notice()).not.toBeNull();
    expect(storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBe(String(START));
    first.unmount();

    clock.advance(AGE_RESTRICTION_FLAG_MS - 1);
    const second = visit();
    expect(notice()).toBeNull();
    second.unmount();

    clock.advance(1);
    visit();
    expect(notice()).not.toBeNull();
  });

  it('[SR-094] shows once the site config, arriving after the first render, turns it on', () => {
    const deps = visitor();
    const { rerender } = render(withTexts(<AgeRestrictionNotice isConfigured={false} {...deps} />));
    expect(notice()).toBeNull();
    rerender(withTexts(<AgeRestrictionNotice isConfigured {...deps} />));
    expect(notice()).not.toBeNull();
  });

  it('closes on its confirm action only: Escape and outside clicks leave it open', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(withTexts(<AgeRestrictionNotice isConfigured {...visitor()} onConfirm={onConfirm} />));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(notice()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: textOf('shell_age_confirm') }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(notice()).toBeNull();
  });

  it('keeps the time it was shown when the owner passes a new storage object on a later render', () => {
    const { storage, clock } = visitor();
    const view = (wrapped: typeof storage) =>
      withTexts(<AgeRestrictionNotice isConfigured storage={wrapped} clock={clock} />);
    const { rerender } = render(view(storage));
    clock.advance(60_000);
    rerender(view({ ...storage }));
    expect(storage.getItem(AGE_RESTRICTION_STORAGE_KEY)).toBe(String(START));
  });
});
