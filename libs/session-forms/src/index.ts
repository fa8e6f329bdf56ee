// The public face of @kickoff/session-forms: the lazily loaded feature module. Everything else is reached through
// the session's `sessionForms` lazy feature (`SessionFormsApi` of @kickoff/session).
export { sessionFormsModule } from './session-forms-module';
