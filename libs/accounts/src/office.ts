// The office page's own entry (`@kickoff/accounts/office`): the app loads it lazily, apart from the header's code.
export { OfficeAccountPage as default } from './office/OfficeAccountPage';
