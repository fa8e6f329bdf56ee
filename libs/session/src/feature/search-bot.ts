/** Search-engine crawlers: they get the page, not its timers (doc 001 §9). */
const BOT_USER_AGENT =
  /bot|crawler|spider|crawling|slurp|bingpreview|yandex(?:bot|images)|mediapartners-google|lighthouse/i;

/** Whether a user agent is a search-engine crawler (the page adapter's `userAgent()`). */
export function isSearchBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}
