/** doc 000 §3.9 terms confirmation item, as the confirm-terms page lists it (SES-056). */
export interface TermsRule {
  /** Where the rule's text lives: a path on this site or an http(s) address. */
  link: string;
  tags: string[];
  /** The rule's changed points, by position, in order. */
  subRules: { position: number }[];
}

export interface TermsRules {
  rules: TermsRule[];
  /** The terms version the list belongs to: what a confirmation confirms. */
  updatedAt: string | null;
}

export type TermsRulesReading = { ok: true; value: TermsRules } | { ok: false; path: string; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only links a click may follow: a site path (not `//host`) or http(s); `javascript:` and friends are malformed. */
function isSafeLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

class Malformed extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path}: ${problem}`);
  }
}

function readRule(item: unknown, at: string): TermsRule {
  if (!isRecord(item)) throw new Malformed(at, 'not an object');
  const { link, tags, subRules } = item;
  if (typeof link !== 'string' || link.trim() === '') throw new Malformed(`${at}.link`, 'not a non-empty string');
  if (!isSafeLink(link.trim())) throw new Malformed(`${at}.link`, 'not a site path or http(s) address');
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string'))
    throw new Malformed(`${at}.tags`, 'not a list of strings');
  if (!Array.isArray(subRules)) throw new Malformed(`${at}.subRules`, 'not a list');
  const positions = subRules.map((subRule: unknown, index) => {
    const position = isRecord(subRule) ? subRule['position'] : undefined;
    if (typeof position !== 'number' || !Number.isInteger(position))
      throw new Malformed(`${at}.subRules.${index}.position`, 'not an integer');
    return { position };
  });
  return { link: link.trim(), tags: [...tags], subRules: positions.sort((a, b) => a.position - b.position) };
}

/**
 * SES-056: the terms rules answer read as items of link, tags and sub-rules (each with a position). Anything
 * else is malformed as a whole: a confirm page that silently dropped a rule would have the user confirm less
 * than the platform asks.
 */
export function readTermsRules(answer: unknown): TermsRulesReading {
  try {
    if (!isRecord(answer)) throw new Malformed('', 'not an object');
    const { result, updatedAt } = answer;
    if (!Array.isArray(result)) throw new Malformed('result', 'not a list');
    if (updatedAt !== undefined && updatedAt !== null && typeof updatedAt !== 'string')
      throw new Malformed('updatedAt', 'not a string');
    return {
      ok: true,
      value: { rules: result.map((item, index) => readRule(item, `result.${index}`)), updatedAt: updatedAt ?? null },
    };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, path: error.path, problem: error.problem };
    throw error;
  }
}
