import type { FieldProblem } from './registration-fields';
import { isEmailAddress, passwordProblem } from './registration-request';

/** SES-046: what a pay-and-play account lacks to sign in like any other: an e-mail and a password. */
export type FinishRegistrationField = 'email' | 'password';

export interface FinishRegistrationProfile {
  email: string;
  /** Encoded (encodeCredential), as every password the client sends. */
  password: string;
}

/** The same rules as full registration's e-mail and password. */
export function finishRegistrationProblems(
  email: string,
  password: string,
): { field: FinishRegistrationField; problem: FieldProblem }[] {
  const problems: { field: FinishRegistrationField; problem: FieldProblem }[] = [];
  const trimmed = email.trim();
  if (trimmed === '') problems.push({ field: 'email', problem: 'required' });
  else if (!isEmailAddress(trimmed)) problems.push({ field: 'email', problem: 'invalid' });
  const passwordIssue = passwordProblem(password);
  if (passwordIssue) problems.push({ field: 'password', problem: passwordIssue });
  return problems;
}
