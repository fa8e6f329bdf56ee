/** Search-engine crawlers: they get the page, not its timers (doc 001 §9). */
const BOT_USER_AGENT = /bot|crawler|spider|crawling|slurp|bingpreview|yandex(?:bot|images)|mediapartners-google|lighthouse/i;

/** Whether a user agent is a search-engine crawler (the page adapter's `userAgent()`). */
export function isSearchBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}

/** What is deployed now: the built site's `version.json`, never from a cache; null when it cannot be read. */
export async function fetchDeployedVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher('/version.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const version = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
    return typeof version === 'string' && version.trim() !== '' ? version : null;
  } catch {
    return null;
  }
}
