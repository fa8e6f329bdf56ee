// The public face of @kickoff/session-forms: the lazily loaded feature module. Everything else is reached through
// the session's `sessionForms` lazy feature (`SessionFormsApi` of @kickoff/session).
export { sessionFormsModule } from './session-forms-module';
// What the web server needs to answer these forms when they are posted before the site has taken the page over.
export {
  FORM_ECHO_COOKIE,
  FORM_ECHO_MAX_AGE_SECONDS,
  formEchoValue,
  isNoScriptForm,
  NO_SCRIPT_FORM_FIELD,
  SIGN_IN_FIELDS,
} from './no-script/no-script-post';
export type { FormEcho, NoScriptForm } from './no-script/no-script-post';
