import { describe, expect, it } from 'vitest';
import { formEchoValue, readFormEcho } from './no-script-post';

describe('the echo of a form posted before the site took over', () => {
  it('reads back what the server wrote', () => {
    for (const echo of [
      { form: 'sign-in', login: 'demo', error: 'wrong-credentials' },
      { form: 'sign-in', login: '', error: 'failed' },
      { form: 'registration', error: 'not-sent' },
      { form: 'forgot-password', error: 'not-sent' },
    ] as const)
      expect(readFormEcho(formEchoValue(echo))).toEqual(echo);
  });

  it('shows nothing for a broken, forged or unknown cookie, and never takes more than the login from it', () => {
    for (const value of [undefined, '', '{', 'null', '[]', '{"form":"sign-in","error":"wrong-credentials"}'])
      expect(readFormEcho(value), String(value)).toBeUndefined();
    expect(readFormEcho('{"form":"payout","error":"not-sent"}')).toBeUndefined();
    expect(readFormEcho('{"form":"sign-in","login":"demo","error":"<script>"}')).toBeUndefined();
    expect(readFormEcho('{"form":"sign-in","login":"demo","error":"failed","password":"demo1234"}')).toEqual({
      form: 'sign-in',
      login: 'demo',
      error: 'failed',
    });
  });
});
