import { ANALYTICS_EVENT } from '@kickoff/contracts';
import {
  registrationBonusOf,
  registrationTypeOf,
  socialNetworkOf,
  type RegistrationLog,
} from '../domain/registration-choices';
import type { SocialAuthorization } from '../domain/registration-fields';
import { registrationOpening } from '../domain/registration-opening';
import { openRegistration, registrationPageEntered, type RegistrationRequestPreset } from './registration-slice';
import type { AppStartListening } from '@kickoff/store';
import { registrationOffer } from './registration-offer';
import type { RegistrationDeps } from './registration-deps';
import { selectRegistration } from './registration-selectors';
import {
  registrationClosed,
  registrationOpened,
  registrationPrepared,
  type RegistrationPreset,
} from './registration-slice';

type OpeningDeps = Pick<
  RegistrationDeps,
  | 'currentPage'
  | 'isWidgetMode'
  | 'registrationSettings'
  | 'navigate'
  | 'openWidget'
  | 'track'
  | 'isAuthenticated'
  | 'log'
>;

/** SES-045: only what is known gets through; absent values are simply not asked for. */
function checkedPreset(preset: RegistrationRequestPreset | undefined, log: RegistrationLog): RegistrationPreset {
  return {
    type: preset?.type === undefined ? null : registrationTypeOf(preset.type, log),
    bonus: preset?.bonus === undefined ? null : registrationBonusOf(preset.bonus, log),
  };
}

function socialOf(network: unknown, code: unknown, log: RegistrationLog): SocialAuthorization | null {
  if (network === undefined && code === undefined) return null;
  const known = socialNetworkOf(network, log);
  if (!known) return null;
  if (typeof code !== 'string' || code === '') {
    log('registration: social network returned without a code', { network, code });
    return null;
  }
  return { network: known, code };
}

/** SES-037 … SES-041: opening registration by the rule, preparing the registration page, the leave event on close. */
export function registerOpening(startListening: AppStartListening, deps: OpeningDeps): () => void {
  const log: RegistrationLog = (message, detail) => deps.log?.(message, detail);
  const stops = [
    startListening({
      actionCreator: openRegistration,
      effect: async ({ payload }, api) => {
        const settings = deps.registrationSettings(api.getState());
        const opening = registrationOpening({
          page: deps.currentPage(),
          isRegistrationEnabled: settings?.isRegistrationEnabled === true,
          isWidgetMode: deps.isWidgetMode(),
          isAuthenticated: deps.isAuthenticated(api.getState()),
        });
        if (opening === 'none') return;
        if (opening === 'page') return deps.navigate('registration');
        if (opening === 'widget-then-page') {
          try {
            await deps.openWidget();
          } catch (error) {
            // The page still has the form: a widget that failed must not leave the player nowhere.
            log('registration: the registration widget failed to open', error);
          }
          return deps.navigate('registration');
        }
        if (settings)
          api.dispatch(
            registrationOpened({ offer: registrationOffer(settings, log), preset: checkedPreset(payload, log) }),
          );
      },
    }),
    startListening({
      actionCreator: registrationPageEntered,
      effect: ({ payload }, api) => {
        const settings = deps.registrationSettings(api.getState());
        if (settings?.isRegistrationEnabled !== true) return;
        const preset = { ...checkedPreset(payload, log), social: socialOf(payload?.network, payload?.code, log) };
        api.dispatch(registrationPrepared({ offer: registrationOffer(settings, log), preset }));
      },
    }),
    startListening({
      actionCreator: registrationClosed,
      effect: (_, api) => {
        // SES-041: only a modal that was open counts, and only an anonymous visitor leaves registration.
        if (!selectRegistration(api.getOriginalState()).isOpen) return;
        if (!deps.isAuthenticated(api.getState())) deps.track({ id: ANALYTICS_EVENT.registrationLeave });
      },
    }),
  ];
  return () => stops.forEach((stop) => stop({ cancelActive: true }));
}
