// Query parameters the site reads: named in the contract (the session builds and drops them), their own module here,
// so the first load carries the names without the route table.
export { FORGOT_PASSWORD_QUERY, RETURN_TO } from '@kickoff/contracts';
