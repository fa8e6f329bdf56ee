import { initialRegistrationState, type RegistrationState } from './registration-slice';

/** The slice is injected lazily: a state without it reads as registration never opened. */
export interface RegistrationRootState {
  registration?: RegistrationState;
}

export const selectRegistration = (state: RegistrationRootState): RegistrationState =>
  state.registration ?? initialRegistrationState;

export const selectIsRegistrationOpen = (state: RegistrationRootState): boolean => selectRegistration(state).isOpen;

/** SES-046: the finish-registration modal is shown once nothing else of registration is on screen. */
export const selectShouldOfferFinishRegistration = (state: RegistrationRootState): boolean => {
  const registration = selectRegistration(state);
  return registration.finish.due && !registration.isOpen;
};
