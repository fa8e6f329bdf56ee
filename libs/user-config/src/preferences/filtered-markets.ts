/** UC-021: market ids kept as `1,5,17`; anything that is not a positive id is dropped, duplicates once. */
export function toFilteredMarkets(ids: readonly number[]): string {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].join(',');
}

export function fromFilteredMarkets(list: string): number[] {
  return toFilteredMarkets(list.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : NaN)))
    .split(',')
    .filter(Boolean)
    .map(Number);
}
