/** The `exp` claim (seconds) of a JWT-shaped token, or undefined when it has none or is not a JWT. */
export function tokenExpiry(token: string | undefined): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** API-006: valid only when present and its `exp` lies in the future. */
export function isTokenValid(token: string | undefined, nowMs: number): token is string {
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 > nowMs;
}
