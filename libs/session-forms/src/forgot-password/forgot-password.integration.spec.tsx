import { DEMO_PASSWORD, DEMO_RECOVERY_CODE } from '@kickoff/platform-mock';
import { screen } from '@testing-library/react';
import { describe, expect, it, beforeEach } from 'vitest';
import { textOf } from '../testing/forgot-password-texts';
import { overridablePlatform } from '@kickoff/testing';
import { renderForgotPassword } from '../testing/render-forgot-password';
import { selectForgotPasswordSpecStep } from './state/forgot-password-selectors';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

describe('forgot password over the platform', () => {
  it('[SES-047] recovers the demo password end to end: new password signs in', async () => {
    const m = renderForgotPassword(platform.mock);
    const steps: unknown[] = [];
    m.store.subscribe(() => {
      const step = selectForgotPasswordSpecStep(m.store.getState());
      if (steps.at(-1) !== step) steps.push(step);
    });

    await m.askForCode('demo');
    await m.enterCode(DEMO_RECOVERY_CODE);
    await m.dialog().findByText(textOf('session_forgot_approve_text'));
    await m.choosePassword('a-new-secret-42');
    const success = await m.dialog().findByRole('status');
    expect(success).toHaveTextContent(textOf('session_forgot_success'));
    expect(m.button('session_forgot_sign_in')).toHaveFocus();

    await m.user.click(m.button('session_forgot_sign_in'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(m.onClosed).toHaveBeenCalledExactlyOnceWith('exit');
    expect(steps).toEqual(['call', 'code sent', 'approve', 'success', 'exit']);

    const signedIn = await m.signIn('demo', 'a-new-secret-42');
    expect(signedIn).toEqual({ data: expect.objectContaining({ user_id: expect.any(Number) }) });
    const oldPassword = await m.signIn('demo', DEMO_PASSWORD);
    expect(oldPassword).toMatchObject({ error: { kind: 'http', status: 400, data: { error_code: 101 } } });
  });

  it('[SES-047] [SES-048] a code that died on the platform’s clock is time up, and a new code still recovers the password', async () => {
    const m = renderForgotPassword(platform.mock);
    await m.askForCode('demo');
    // Five minutes pass with the page asleep: no tick ran, the platform's clock moved all the same.
    m.clock.advance(300_000);
    await m.enterCode(DEMO_RECOVERY_CODE);
    await m.dialog().findByText(textOf('session_forgot_time_up_title'));
    await m.user.click(m.button('session_forgot_resend'));
    await m.dialog().findByRole('textbox', { name: textOf('session_forgot_code_label') });
    await m.enterCode(DEMO_RECOVERY_CODE);
    await m.dialog().findByText(textOf('session_forgot_approve_text'));
    await m.choosePassword('another-secret-7');
    await m.dialog().findByText(textOf('session_forgot_success'));
    expect(await m.signIn('demo', 'another-secret-7')).toHaveProperty('data');
  });
});
