// Registration (SES-037 … SES-046, MOD-017, MOD-021): rules, slice, endpoints, listeners, components, texts.
export { registrationOpening } from './domain/registration-opening';
export type { RegistrationOpening, RegistrationOpeningContext, RegistrationPage } from './domain/registration-opening';
export {
  CREDENTIAL_SAVING_OPTIONS,
  REGISTRATION_BONUSES,
  REGISTRATION_TYPES,
  SOCIAL_NETWORKS,
  credentialSavingOf,
  offeredRegistrationTypes,
  offeredSocialNetworks,
  registrationBonusOf,
  registrationTypeOf,
  socialNetworkOf,
} from './domain/registration-choices';
export type { CredentialSavingOption, RegistrationLog } from './domain/registration-choices';
export { registrationRequest, MIN_PASSWORD_LENGTH } from './domain/registration-request';
export type { RegistrationBody, RegistrationInput } from './domain/registration-request';
export { registrationFailureOf } from './domain/registration-failure';
export type { RegistrationFailure } from './domain/registration-failure';
export type { RegistrationCountry, RegistrationFields, SocialAuthorization } from './domain/registration-fields';
export type { CredentialsCard } from './domain/credentials-card';
export type { FinishRegistrationProfile } from './domain/finish-registration';
export { openRegistration, registrationPageEntered } from './state/registration-events';
export type { RegistrationRequestPreset } from './state/registration-events';
export {
  credentialsSaveRequested,
  finishRegistrationOffered,
  finishRegistrationPostponed,
  initialRegistrationState,
  registrationClosed,
  registrationSlice,
} from './state/registration-slice';
export type { RegistrationState, RegistrationStep } from './state/registration-slice';
export { selectIsRegistrationOpen, selectRegistration, selectShouldOfferFinishRegistration } from './state/registration-selectors';
export type { RegistrationRootState } from './state/registration-selectors';
export { registrationApi } from './state/registration-api';
export { registerRegistrationListeners } from './state/register-registration-listeners';
export type { RegistrationStartListening } from './state/registration-listener-types';
export type { CredentialsDownloads, RegistrationAnalyticsEvent, RegistrationPorts, RegistrationSettings } from './state/registration-ports';
export { browserDownloads } from './browser/browser-downloads';
export type { DownloadHost } from './browser/browser-downloads';
export { RegistrationModal } from './components/RegistrationModal';
export type { RegistrationModalProps } from './components/RegistrationModal';
export { RegistrationForm } from './components/RegistrationForm';
export type { RegistrationFormProps } from './components/RegistrationForm';
export { CredentialsSaving } from './components/CredentialsSaving';
export type { CredentialsSavingProps } from './components/CredentialsSaving';
export { FinishRegistrationModal } from './components/FinishRegistrationModal';
export type { FinishRegistrationModalProps } from './components/FinishRegistrationModal';
export { ConnectedRegistrationModal } from './components/ConnectedRegistrationModal';
export { ConnectedRegistrationForm } from './components/ConnectedRegistrationForm';
export type { ConnectedRegistrationFormProps } from './components/ConnectedRegistrationForm';
export { ConnectedFinishRegistrationModal } from './components/ConnectedFinishRegistrationModal';
export { registrationResources } from './registration-resources';
export type { RegistrationTextKey } from './registration-resources';
