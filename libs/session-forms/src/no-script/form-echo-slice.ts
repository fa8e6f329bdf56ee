import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormEcho, NoScriptForm } from './no-script-post';

/** Which form the server could not send for the player (posted before the site took over); its notice shows. */
export interface FormEchoState {
  notSent: NoScriptForm | null;
}

export const formEchoSlice = createSlice({
  name: 'formEcho',
  initialState: { notSent: null } as FormEchoState,
  reducers: {
    /** Read once from the server's cookie as the forms install (server render and browser alike). */
    formEchoReceived(state, action: PayloadAction<FormEcho>) {
      state.notSent = action.payload.error === 'not-sent' ? action.payload.form : null;
    },
    formEchoDismissed(state) {
      state.notSent = null;
    },
  },
});

export const { formEchoReceived, formEchoDismissed } = formEchoSlice.actions;

export const selectNotSentForm = (state: { formEcho?: FormEchoState }): NoScriptForm | null =>
  state.formEcho?.notSent ?? null;
