/** The values a select shows picked now. */
export function pickedValues(select: HTMLSelectElement): string[] {
  return Array.from(select.selectedOptions, (option) => option.value);
}

/**
 * What the server's HTML picked: the options it marked `selected` (React marks the one matching the select's value, and
 * none when nothing matches), else the first enabled option, which a browser picks for a single select.
 */
export function renderedValues(select: HTMLSelectElement): string[] {
  const options = Array.from(select.options);
  const marked = options.filter((option) => option.defaultSelected).map((option) => option.value);
  if (select.multiple) return marked;
  if (marked.length > 0) return marked.slice(-1);
  const first = options.find((option) => !option.disabled);
  return first ? [first.value] : [];
}

export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}
