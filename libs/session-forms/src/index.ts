// The public face of @kickoff/session-forms: the feature the site installs (its chunk loads on first need) and the
// module that chunk holds. Everything else is reached through the `sessionForms` lazy feature (`SessionFormsApi` of
// @kickoff/session).
export { sessionFormsFeature } from './session-forms-feature';
export { sessionFormsModule } from './session-forms-module';
