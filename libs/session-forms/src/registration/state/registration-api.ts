import {
  authOauth,
  authRegister,
  authSendCredentials,
  phoneCountries,
  platformApi,
  type PhoneCountry,
  type RegistrationAnswer,
  type SocialNetwork,
} from '@kickoff/platform-api';
import type { RegistrationCountry } from '../domain/registration-fields';
import type { RegistrationBody } from '../domain/registration-request';

export const registrationApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-042 / SES-043: one call for every type; the answer signs the new player in (session cookie).
    registrationRegister: build.mutation<RegistrationAnswer, RegistrationBody>({
      query: (body) => ({ call: authRegister, body }),
    }),
    // SES-044 option 2: the platform mails the signed-in player's one-click login and password.
    registrationSendCredentials: build.mutation<boolean, { email: string }>({
      query: (body) => ({ call: authSendCredentials, body }),
      transformResponse: (answer: { success: boolean }) => answer.success,
    }),
    // Social registration starts at the network's authorization address; the network returns to the registration page.
    registrationOauthUrl: build.mutation<string, { network: SocialNetwork; lng: string }>({
      query: ({ network, lng }) => ({ call: authOauth, params: { network }, query: { lng } }),
      transformResponse: (answer: { url: string }) => answer.url,
    }),
    // SES-026: country codes lower-cased; the form's country list and phone prefixes.
    registrationCountries: build.query<RegistrationCountry[], void>({
      query: () => ({ call: phoneCountries }),
      transformResponse: (answer: { countries: PhoneCountry[] }) =>
        answer.countries
          .map((country) => ({
            id: country.id,
            code: country.country_code.toLowerCase(),
            telCode: country.tel_code,
            name: country.name,
          }))
          // Registration sends a positive country id and a two-letter code: a country without them cannot be offered.
          .filter((country) => country.id > 0 && /^[a-z]{2}$/.test(country.code)),
    }),
  }),
});
