// Who is a crawler is known at the start (it gets no start-up chunk at all); read here with the other site facts.
export { isSearchBot } from '../feature/search-bot';

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
