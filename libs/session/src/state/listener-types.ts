import type { TypedStartListening } from '@reduxjs/toolkit';
import type { SessionRootState } from './selectors';

export type SessionStartListening = TypedStartListening<SessionRootState>;
