import type { TypedStartListening } from '@reduxjs/toolkit';
import type { Clock, Timers } from '@kickoff/runtime';
import type { SessionRootState } from '../state/selectors';
import type { AuthFormRootState } from './auth-form-selectors';

/** What the sign-in listeners need from the outside world; apps/web fills it with @kickoff/runtime adapters. */
export interface SignInPorts {
  /** Ticks the SMS resend countdown. */
  timers: Timers;
  /** Dates the resend deadline, so a countdown in a throttled background tab still ends on time. */
  clock: Clock;
  /** Device components as one JSON string for the login calls' `components_data`; undefined sends none. */
  componentsData?: () => string | undefined;
  log?: (message: string, detail?: unknown) => void;
}

export type SignInRootState = AuthFormRootState & SessionRootState;

export type SignInStartListening = TypedStartListening<SignInRootState>;
