/**
 * A saved coupon as redux-persist writes it: a JSON object whose values are JSON strings, with `_persist` unless
 * `version` is null (an unversioned record). Type and system value default to a new coupon's.
 */
export function savedRecord(fields: Record<string, unknown>, version: number | null = 1): string {
  const entries = Object.entries({ typeId: 0, systemValue: 2, ...fields }).map(([key, value]) => [
    key,
    JSON.stringify(value),
  ]);
  if (version !== null) entries.push(['_persist', JSON.stringify({ version, rehydrated: true })]);
  return JSON.stringify(Object.fromEntries(entries));
}
