import type { z } from 'zod/mini';

/** What zod/mini writes for an issue of its own when no locale is loaded. */
const NO_LOCALE_MESSAGE = 'Invalid input';

/**
 * An issue as a short English text for logs and error answers. zod/mini loads no locale (the English one would add
 * about 1 kB gzip to the home route for texts no visitor reads), so every issue zod raises itself says "Invalid
 * input"; its code and bound say what was wrong instead. A schema's own message ('two lower-case letters') is kept.
 */
export function issueText(issue: z.core.$ZodIssue): string {
  if (issue.message !== NO_LOCALE_MESSAGE) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return `too small (${issue.origin} ${issue.inclusive ? '>=' : '>'} ${issue.minimum})`;
    case 'too_big':
      return `too big (${issue.origin} ${issue.inclusive ? '<=' : '<'} ${issue.maximum})`;
    case 'invalid_format':
      return `invalid ${issue.format}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown keys ${issue.keys.join(', ')}`;
    default:
      return issue.code.replaceAll('_', ' ');
  }
}
