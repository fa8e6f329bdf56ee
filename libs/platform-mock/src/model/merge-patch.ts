function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * RFC 7386 JSON merge patch: objects merge key by key, `null` deletes a key, anything else
 * (arrays included) replaces. It is what `PATCH /__emulator/state` promises its callers.
 */
export function mergePatch<T>(target: T, patch: unknown): T {
  if (!isPlainObject(patch)) return structuredClone(patch) as T;
  const result: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else if (value !== undefined) result[key] = mergePatch(result[key], value);
  }
  return result as T;
}

/** A deep copy that keeps only what JSON can carry, so snapshots never leak live references. */
export function toJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
