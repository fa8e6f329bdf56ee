// The settings page's own entry (`@kickoff/user-config/office`): the app loads it lazily, apart from the header's controls.
export { OfficeSettingsPage as default } from './settings/OfficeSettingsPage';
