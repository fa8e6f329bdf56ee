import { loggedOut, signedOut } from '@kickoff/contracts';
import {
  CREDENTIAL_SAVING,
  type RegistrationBonus,
  type RegistrationType,
  type SocialNetwork,
} from '@kickoff/platform-api';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CredentialsCard } from '../domain/credentials-card';
import type { CredentialSavingOption } from '../domain/registration-choices';
import type { RegistrationFailure } from '../domain/registration-failure';
import {
  EMPTY_REGISTRATION_FIELDS,
  type RegistrationCountry,
  type RegistrationFieldProblem,
  type RegistrationFields,
  type SocialAuthorization,
} from '../domain/registration-fields';
import { isEmailAddress, registrationRequest } from '../domain/registration-request';
import { finishRegistrationProblems, type FinishRegistrationField } from '../domain/finish-registration';
import type { RegistrationOffer } from './registration-offer';

/** `form`: the player fills a form; `credentials`: a one-click account was made, its login and password are to be saved. */
/**
 * What a registration link or button may ask for; values come from outside (links, banners, the URL) and are
 * checked by the listener: an unknown type, bonus or network is logged and ignored (SES-045).
 */
export interface RegistrationRequestPreset {
  type?: unknown;
  bonus?: unknown;
}

/** SES-037 … SES-040: "register" was clicked; the opening listener decides between nothing, modal, page and widget. */
export const openRegistration = createAction<RegistrationRequestPreset | undefined>('registration/openRequested');

/**
 * The registration page is shown (route `registration/{type?}`): the form is prepared there instead of in a modal.
 * After a social network's authorization the page passes the `network` and `code` it returned with.
 */
export const registrationPageEntered = createAction<
  (RegistrationRequestPreset & { network?: unknown; code?: unknown }) | undefined
>('registration/pageEntered');

export type RegistrationStep = 'form' | 'credentials';

export interface GeneratedCredentials {
  login: string;
  password: string;
}

/** The last credential saving asked for and how it went; `invalid-email` never left the form. */
export interface CredentialSaving {
  option: CredentialSavingOption;
  status: 'saving' | 'saved' | 'failed' | 'invalid-email';
  email: string | null;
}

export interface FinishRegistrationState {
  /** SES-046: a pay-and-play account whose profile the player has not finished nor postponed yet. */
  due: boolean;
  email: string;
  password: string;
  problems: { field: FinishRegistrationField; problem: RegistrationFieldProblem['problem'] }[];
  submitting: boolean;
  failed: boolean;
}

export interface RegistrationState {
  /** The registration modal is shown. The registration page shows the same form whatever this says. */
  isOpen: boolean;
  step: RegistrationStep;
  /** null until registration opened or the registration page asked for it. */
  offer: RegistrationOffer | null;
  /** The chosen type, always one of the offer's; null when nothing is offered. */
  type: RegistrationType | null;
  fields: RegistrationFields;
  /** SES-043; 0 (decline) until the player picks one: bonuses are opt-in. */
  bonus: RegistrationBonus;
  social: SocialAuthorization | null;
  /** The network whose authorization address is being fetched. */
  socialStarting: SocialNetwork | null;
  submitting: boolean;
  /** Found before sending, or named by the platform's 142 answer. */
  problems: RegistrationFieldProblem[];
  failure: RegistrationFailure | null;
  credentials: GeneratedCredentials | null;
  saving: CredentialSaving | null;
  finish: FinishRegistrationState;
}

const initialFinish: FinishRegistrationState = {
  due: false,
  email: '',
  password: '',
  problems: [],
  submitting: false,
  failed: false,
};

export const initialRegistrationState: RegistrationState = {
  isOpen: false,
  step: 'form',
  offer: null,
  type: null,
  fields: EMPTY_REGISTRATION_FIELDS,
  bonus: 0,
  social: null,
  socialStarting: null,
  submitting: false,
  problems: [],
  failure: null,
  credentials: null,
  saving: null,
  finish: initialFinish,
};

/** How the form starts: the type and bonus an opener asked for (already checked, SES-045) and a returned social account. */
export interface RegistrationPreset {
  type?: RegistrationType | null;
  bonus?: RegistrationBonus | null;
  social?: SocialAuthorization | null;
}

type EditableField = Exclude<keyof RegistrationFields, 'country'>;

/** The form as it starts: nothing typed (a password never outlives its form), the preset or the first offered type. */
function startForm(state: RegistrationState, offer: RegistrationOffer, preset: RegistrationPreset) {
  const social = preset.social ?? null;
  const wanted = social ? 'social' : preset.type;
  state.offer = offer;
  state.step = 'form';
  state.type = wanted && offer.types.includes(wanted) ? wanted : (offer.types[0] ?? null);
  state.fields = { ...EMPTY_REGISTRATION_FIELDS, country: state.fields.country };
  state.bonus = preset.bonus ?? 0;
  state.social = social && offer.types.includes('social') ? social : null;
  state.socialStarting = null;
  state.submitting = false;
  state.problems = [];
  state.failure = null;
  state.credentials = null;
  state.saving = null;
}

function clearMessages(state: RegistrationState) {
  state.problems = [];
  state.failure = null;
}

export const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState,
  reducers: {
    /** The opening listener decided on the modal (SES-037 … SES-040) and read the offer from site config. */
    registrationOpened(state, action: PayloadAction<{ offer: RegistrationOffer; preset?: RegistrationPreset }>) {
      startForm(state, action.payload.offer, action.payload.preset ?? {});
      state.isOpen = true;
    },
    /** The registration page shows the form (no modal): same offer and preset, e.g. a social account just returned. */
    registrationPrepared(state, action: PayloadAction<{ offer: RegistrationOffer; preset?: RegistrationPreset }>) {
      // New credentials on screen are never swapped for an empty form: they are shown only once.
      if (state.step === 'credentials') return;
      startForm(state, action.payload.offer, action.payload.preset ?? {});
    },
    /** The modal was closed (×, Escape, outside, "done"); SES-041's event is the close listener's business. */
    registrationClosed(state) {
      state.isOpen = false;
      state.step = 'form';
      state.fields = { ...EMPTY_REGISTRATION_FIELDS, country: state.fields.country };
      state.credentials = null;
      state.saving = null;
      clearMessages(state);
    },
    registrationTypeChosen(state, action: PayloadAction<RegistrationType>) {
      if (state.submitting || !state.offer?.types.includes(action.payload)) return;
      state.type = action.payload;
      clearMessages(state);
    },
    registrationFieldChanged(state, action: PayloadAction<{ field: EditableField; value: string }>) {
      state.fields[action.payload.field] = action.payload.value;
      state.problems = state.problems.filter((problem) => problem.field !== action.payload.field);
    },
    registrationCountryChosen(state, action: PayloadAction<RegistrationCountry>) {
      state.fields.country = action.payload;
      state.problems = state.problems.filter((problem) => problem.field !== 'country');
    },
    registrationBonusChosen(state, action: PayloadAction<RegistrationBonus>) {
      state.bonus = action.payload;
    },
    /** The player clicked a network: the listener fetches its authorization address and opens it. */
    socialAuthorizationStarted(state, action: PayloadAction<SocialNetwork>) {
      if (state.socialStarting) return;
      state.socialStarting = action.payload;
      clearMessages(state);
    },
    socialAuthorizationFailed(state, action: PayloadAction<RegistrationFailure>) {
      state.socialStarting = null;
      state.failure = action.payload;
    },
    /**
     * Checks the form (pure rules); when it is complete the submit listener sends it. A second submit while
     * one is on its way is ignored.
     */
    registrationSubmitted(state) {
      if (state.submitting || state.step !== 'form' || !state.offer || !state.type) return;
      const request = registrationRequest({
        type: state.type,
        fields: state.fields,
        bonus: state.bonus,
        currency: state.offer.currency,
        social: state.social,
      });
      state.failure = null;
      state.problems = request.ok ? [] : request.problems;
      state.submitting = request.ok;
    },
    registrationSucceeded(
      state,
      action: PayloadAction<{ credentials: GeneratedCredentials | null; isPayAndPlay: boolean }>,
    ) {
      const { credentials, isPayAndPlay } = action.payload;
      state.submitting = false;
      state.fields = { ...EMPTY_REGISTRATION_FIELDS, country: state.fields.country };
      state.social = null;
      clearMessages(state);
      // One-click: the credentials must be offered even if the modal was closed while the request ran.
      state.isOpen = credentials !== null;
      state.step = credentials ? 'credentials' : 'form';
      state.credentials = credentials;
      state.saving = null;
      if (isPayAndPlay) state.finish = { ...initialFinish, due: true };
    },
    registrationFailed(state, action: PayloadAction<RegistrationFailure>) {
      const failure = action.payload;
      state.submitting = false;
      state.failure = failure;
      if (failure.reason === 'invalid-field' && failure.field)
        state.problems = [{ field: failure.field, problem: 'invalid' }];
    },
    /** SES-044: the e-mail is checked here; the credentials listener does the saving and reports back. */
    credentialsSaveRequested(
      state,
      action: PayloadAction<{ option: CredentialSavingOption; email?: string; card: CredentialsCard }>,
    ) {
      const { option } = action.payload;
      if (!state.credentials || state.saving?.status === 'saving') return;
      const email = option === CREDENTIAL_SAVING.email ? (action.payload.email ?? '').trim() : null;
      state.saving = { option, email, status: email !== null && !isEmailAddress(email) ? 'invalid-email' : 'saving' };
    },
    credentialsSaved(state, action: PayloadAction<CredentialSavingOption>) {
      if (state.saving?.option === action.payload) state.saving.status = 'saved';
    },
    credentialsSaveFailed(state, action: PayloadAction<CredentialSavingOption>) {
      if (state.saving?.option === action.payload) state.saving.status = 'failed';
    },
    /** SES-046: the user-config feature may raise it for an account the user config marks pay-and-play (`is_pay_and_play`). */
    finishRegistrationOffered(state) {
      if (!state.finish.due) state.finish = { ...initialFinish, due: true };
    },
    finishRegistrationFieldChanged(state, action: PayloadAction<{ field: FinishRegistrationField; value: string }>) {
      state.finish[action.payload.field] = action.payload.value;
      state.finish.problems = state.finish.problems.filter((problem) => problem.field !== action.payload.field);
      state.finish.failed = false;
    },
    finishRegistrationSubmitted(state) {
      const finish = state.finish;
      if (!finish.due || finish.submitting) return;
      finish.problems = finishRegistrationProblems(finish.email, finish.password);
      finish.failed = false;
      finish.submitting = finish.problems.length === 0;
    },
    finishRegistrationCompleted(state) {
      state.finish = initialFinish;
    },
    finishRegistrationFailed(state) {
      state.finish.submitting = false;
      state.finish.failed = true;
    },
    /** "Later": not asked again in this page's life; the personal office keeps the profile fields. */
    finishRegistrationPostponed(state) {
      state.finish = initialFinish;
    },
  },
  extraReducers: (builder) => {
    // Whoever signs out takes their generated credentials and unfinished profile with them.
    const forgetUser = (state: RegistrationState) => {
      if (state.step === 'credentials') {
        state.isOpen = false;
        state.step = 'form';
      }
      state.credentials = null;
      state.saving = null;
      state.finish = initialFinish;
    };
    builder.addCase(loggedOut, forgetUser).addCase(signedOut, forgetUser);
  },
});

export const {
  registrationOpened,
  registrationPrepared,
  registrationClosed,
  registrationTypeChosen,
  registrationFieldChanged,
  registrationCountryChosen,
  registrationBonusChosen,
  socialAuthorizationStarted,
  socialAuthorizationFailed,
  registrationSubmitted,
  registrationSucceeded,
  registrationFailed,
  credentialsSaveRequested,
  credentialsSaved,
  credentialsSaveFailed,
  finishRegistrationOffered,
  finishRegistrationFieldChanged,
  finishRegistrationSubmitted,
  finishRegistrationCompleted,
  finishRegistrationFailed,
  finishRegistrationPostponed,
} = registrationSlice.actions;
