import { issueText } from '@kickoff/platform-api';
import type { z } from 'zod/mini';

/**
 * Thrown when a handler is about to answer off-contract. MSW turns it into a 500 (setupServer) or a
 * rejected `getResponse`, so a model bug fails the test that met it instead of teaching the client a wrong shape.
 */
export class ContractViolationError extends Error {
  constructor(
    readonly callName: string,
    readonly status: number,
    readonly issues: readonly { path: string; message: string }[],
  ) {
    super(
      `platform-mock answered ${callName} (${status}) off-contract: ${issues.map((issue) => `${issue.path || '<root>'}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'ContractViolationError';
  }
}

export function issuesOf(error: z.core.$ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issueText(issue) }));
}
