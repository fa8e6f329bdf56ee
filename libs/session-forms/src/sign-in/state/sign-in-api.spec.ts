import { authCalls, authDisconnect, executePlatformRequest, phoneCountries, phoneMasks } from '@kickoff/platform-api';
import { DEMO_PASSWORD, DEMO_SMS_CODE, DEMO_TWO_STEP_CODE } from '@kickoff/platform-mock';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, beforeEach } from 'vitest';
import { overridablePlatform } from '@kickoff/testing';
import { createSignInSite } from '../../testing/sign-in-site';
import { signInApi } from './sign-in-api';

let platform = overridablePlatform();
let mock = platform.mock;
beforeEach(() => {
  platform = overridablePlatform();
  mock = platform.mock;
});

const newStore = () => createSignInSite(mock).store;

describe('sign-in endpoints', () => {
  it('[SES-025] offer login by e-mail id, phone, token, social network and SMS code, two-step, social two-step, send SMS, disconnect, rights, oauth and a session check returning user_id', async () => {
    const site = createSignInSite(mock);
    const { store } = site;
    const { endpoints } = signInApi;
    expect(
      (
        await store.dispatch(
          endpoints.signInByLogin.initiate({ login: 'demo', password: DEMO_PASSWORD, remember: false }),
        )
      ).data?.userId,
    ).toBe(1001);
    expect((await store.dispatch(endpoints.signInSessionCheck.initiate())).data).toBe(1001);
    expect((await store.dispatch(endpoints.signInRights.initiate())).data).toEqual([
      'view',
      'bet',
      'deposit',
      'withdraw',
    ]);
    await executePlatformRequest(site.platform, { call: authDisconnect });
    expect(
      (await store.dispatch(endpoints.signInSessionCheck.initiate(undefined, { forceRefetch: true }))).data,
    ).toBeNull();

    expect(
      (
        await store.dispatch(
          endpoints.signInByPhone.initiate({
            phoneNumber: '9000001006',
            countryCode: 'RU',
            password: DEMO_PASSWORD,
            remember: true,
          }),
        )
      ).data?.userId,
    ).toBe(1006);
    expect(
      (
        await store.dispatch(
          endpoints.signInByToken.initiate({ methodId: 1, token: 'demo-token:banned', sign: 's', lng: 'ru' }),
        )
      ).data?.userId,
    ).toBe(1004);
    expect(
      (await store.dispatch(endpoints.signInBySocial.initiate({ network: 'vk', code: 'demo-code:limits', lng: 'ru' })))
        .data?.userId,
    ).toBe(1006);
    expect((await store.dispatch(endpoints.signInSendSms.initiate({ phoneNumber: '79000001003' }))).data).toEqual({
      sent: true,
      resendAfterSeconds: 60,
    });
    expect(
      (await store.dispatch(endpoints.signInBySms.initiate({ phoneNumber: '79000001003', code: DEMO_SMS_CODE }))).data
        ?.userId,
    ).toBe(1003);

    const twoStepToken = async () => {
      const answer = await store.dispatch(
        endpoints.signInByLogin.initiate({ login: 'twostep', password: DEMO_PASSWORD, remember: false }),
      );
      return (answer.error as { data: { two_step_token: string } }).data.two_step_token;
    };
    expect(
      (
        await store.dispatch(
          endpoints.signInTwoStep.initiate({ twoStepToken: await twoStepToken(), code: DEMO_TWO_STEP_CODE }),
        )
      ).data?.userId,
    ).toBe(1007);
    expect(
      (
        await store.dispatch(
          endpoints.signInSocialTwoStep.initiate({ twoStepToken: await twoStepToken(), code: DEMO_TWO_STEP_CODE }),
        )
      ).data?.userId,
    ).toBe(1007);
    expect((await store.dispatch(endpoints.signInOauthUrl.initiate({ network: 'google', lng: 'en' }))).data).toMatch(
      /^https:\/\/oauth\.kickoff\.test\/google\/authorize\?lng=en/,
    );

    // Every auth action of the contract was really called.
    for (const call of authCalls) expect(mock.requests(call.name).length, call.name).toBeGreaterThan(0);
  });

  it('[SES-026] reads phone countries as id, name, country_code lower-cased and tel_code', async () => {
    const store = newStore();
    const countries = (await store.dispatch(signInApi.endpoints.signInPhoneCountries.initiate())).data;
    expect(countries?.[0]).toEqual({ id: 1, name: 'Россия', country_code: 'ru', tel_code: '7' });
    expect(countries?.map((country) => country.country_code)).toEqual(['ru', 'gb', 'it', 'es', 'kz', 'ua']);
  });

  it('[SES-026] keeps only the fields it reads, whatever else the answer carries', async () => {
    platform.use(
      http.get(`*${phoneCountries.path}`, () =>
        HttpResponse.json({
          countries: [{ id: 7, name: 'Deutschland', country_code: 'DE', tel_code: '49', flag: 'de.svg' }],
        }),
      ),
    );
    const store = newStore();
    expect((await store.dispatch(signInApi.endpoints.signInPhoneCountries.initiate())).data).toEqual([
      { id: 7, name: 'Deutschland', country_code: 'de', tel_code: '49' },
    ]);
  });

  it('[SES-027] reads phone masks as CountryId, Mask, Max and Min', async () => {
    platform.use(
      http.get(`*${phoneMasks.path}`, () =>
        HttpResponse.json([{ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10, Example: '9001234567' }]),
      ),
    );
    const store = newStore();
    expect((await store.dispatch(signInApi.endpoints.signInPhoneMasks.initiate())).data).toEqual([
      { CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 },
    ]);
  });

  it('[SES-027] the mock’s masks arrive as read, one per country', async () => {
    const store = newStore();
    const masks = (await store.dispatch(signInApi.endpoints.signInPhoneMasks.initiate())).data;
    expect(masks).toContainEqual({ CountryId: 66, Mask: '#### ######', Max: 10, Min: 9 });
    expect(masks).toHaveLength(6);
  });

  it('malformed lists become an error, not a crash', async () => {
    platform.use(
      http.get(`*${phoneCountries.path}`, () => HttpResponse.json({ countries: [{ id: 'x' }] })),
      http.get(`*${phoneMasks.path}`, () => HttpResponse.json({ masks: [] })),
    );
    const store = newStore();
    const countries = await store.dispatch(signInApi.endpoints.signInPhoneCountries.initiate());
    const masks = await store.dispatch(signInApi.endpoints.signInPhoneMasks.initiate());
    expect(countries.error).toMatchObject({ kind: 'invalid-answer' });
    expect(masks.error).toMatchObject({ kind: 'invalid-answer' });
  });
});
