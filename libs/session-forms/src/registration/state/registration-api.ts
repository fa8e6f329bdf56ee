import {
  authOauth,
  authRegister,
  authSendCredentials,
  callEndpoint,
  phoneCountries,
  platformApi,
  type SocialNetwork,
} from '@kickoff/platform-api';
import type { RegistrationCountry } from '../domain/registration-fields';

export const registrationApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-042 / SES-043: one call for every type; the answer signs the new player in (session cookie).
    registrationRegister: callEndpoint(build, authRegister, { arg: 'body' }),
    // SES-044 option 2: the platform mails the signed-in player's one-click login and password.
    registrationSendCredentials: callEndpoint(build, authSendCredentials, {
      arg: 'body',
      transformResponse: (answer) => answer.success,
    }),
    // Social registration starts at the network's authorization address; the network returns to the registration page.
    registrationOauthUrl: callEndpoint(build, authOauth, {
      kind: 'mutation',
      request: ({ network, lng }: { network: SocialNetwork; lng: string }) => ({ params: { network }, query: { lng } }),
      transformResponse: (answer) => answer.url,
    }),
    // SES-026: country codes lower-cased; the form's country list and phone prefixes.
    registrationCountries: callEndpoint(build, phoneCountries, {
      transformResponse: (answer) =>
        answer.countries
          .map((country): RegistrationCountry => ({
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
