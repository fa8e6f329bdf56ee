// The office's own entry (`@kickoff/user-config/office`): the settings page, and the deposit page's verification modal
// (MOD-027), loaded lazily apart from the header's controls.
export { OfficeSettingsPage as default } from './settings/OfficeSettingsPage';
export { DepositVerification } from './verification/DepositVerification';
