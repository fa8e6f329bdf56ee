import { decodeCredential } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION_FIELDS, type RegistrationFields } from './registration-fields';
import { type RegistrationInput, registrationRequest } from './registration-request';

const russia = { id: 1, code: 'ru', telCode: '7', name: 'Россия' };
const fields = (more: Partial<RegistrationFields> = {}): RegistrationFields => ({
  ...EMPTY_REGISTRATION_FIELDS,
  country: russia,
  ...more,
});
const input = (more: Partial<RegistrationInput>): RegistrationInput => ({
  type: 'one-click',
  fields: fields(),
  bonus: 1,
  currency: 'RUB',
  social: null,
  ...more,
});

describe('registrationRequest', () => {
  it('[SES-042] [SES-043] one-click asks only for country and bonus', () => {
    expect(
      registrationRequest(input({ fields: fields({ email: 'ignored@example.com', password: 'ignored-too' }) })),
    ).toEqual({
      ok: true,
      body: { type: 'one-click', bonus: 1, currency: 'RUB', country_id: 1 },
    });
  });

  it('[SES-042] full registration sends the e-mail and the password encoded', () => {
    const request = registrationRequest(
      input({ type: 'full', bonus: 2, fields: fields({ email: ' new@example.com ', password: 'пароль-123' }) }),
    );
    expect(request).toMatchObject({ ok: true, body: { type: 'full', bonus: 2, email: 'new@example.com' } });
    if (!request.ok) throw new Error('expected a body');
    expect(request.body.password).not.toBe('пароль-123');
    expect(decodeCredential(request.body.password ?? '')).toBe('пароль-123');
  });

  it('[SES-042] phone registration sends the digits without the dialling code and the country ISO code', () => {
    expect(
      registrationRequest(
        input({ type: 'phone', bonus: 0, fields: fields({ phone: '(912) 345-67-89', password: 'secret-1' }) }),
      ),
    ).toMatchObject({
      ok: true,
      body: { type: 'phone', bonus: 0, phone_number: '9123456789', country_code: 'ru', country_id: 1 },
    });
  });

  it('[SES-042] social registration sends the network and the code it returned', () => {
    const social = { network: 'vk' as const, code: 'demo-code:new-player' };
    expect(registrationRequest(input({ type: 'social', social }))).toEqual({
      ok: true,
      body: { type: 'social', bonus: 1, currency: 'RUB', country_id: 1, network: 'vk', code: 'demo-code:new-player' },
    });
    expect(registrationRequest(input({ type: 'social' }))).toEqual({
      ok: false,
      problems: [{ field: 'social', problem: 'required' }],
    });
  });

  it('names every missing or malformed field before anything is sent', () => {
    expect(registrationRequest(input({ type: 'full', fields: { ...EMPTY_REGISTRATION_FIELDS } }))).toEqual({
      ok: false,
      problems: [
        { field: 'country', problem: 'required' },
        { field: 'email', problem: 'required' },
        { field: 'password', problem: 'required' },
      ],
    });
    expect(
      registrationRequest(input({ type: 'full', fields: fields({ email: 'not-an-address', password: 'short' }) })),
    ).toEqual({
      ok: false,
      problems: [
        { field: 'email', problem: 'invalid' },
        { field: 'password', problem: 'too-short' },
      ],
    });
    expect(
      registrationRequest(input({ type: 'phone', fields: fields({ phone: '12', password: 'long-enough' }) })),
    ).toEqual({
      ok: false,
      problems: [{ field: 'phone', problem: 'invalid' }],
    });
    expect(registrationRequest(input({ fields: fields({ promoCode: 'x'.repeat(65) }) }))).toEqual({
      ok: false,
      problems: [{ field: 'promoCode', problem: 'too-long' }],
    });
  });

  it('sends a promo code trimmed, and none when it is blank', () => {
    expect(registrationRequest(input({ fields: fields({ promoCode: '  PAYNPLAY ' }) }))).toMatchObject({
      ok: true,
      body: { promo_code: 'PAYNPLAY' },
    });
    expect(registrationRequest(input({ fields: fields({ promoCode: '   ' }) }))).toEqual({
      ok: true,
      body: { type: 'one-click', bonus: 1, currency: 'RUB', country_id: 1 },
    });
  });
});
