import type { TypedStartListening } from '@reduxjs/toolkit';
import type { RegistrationRootState } from './registration-selectors';

export type RegistrationStartListening = TypedStartListening<RegistrationRootState>;
