// The public face of @kickoff/session-forms: the feature the site installs (its chunk loads on first need) and the
// module that chunk holds. Everything else is reached through the `sessionForms` lazy feature (`SessionFormsApi` of
// @kickoff/session).
export { sessionFormsFeature } from './session-forms-feature';
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
