/**
 * Site versions are semver (`MAJOR.MINOR.PATCH[-prerelease][+build]`, an optional leading `v`), compared by
 * semver precedence; when that is equal and both carry a plain-number build (`+57`), the higher build is newer,
 * so a redeploy of the same version with a new build number is noticed too. Anything else cannot be compared.
 */
interface ParsedVersion {
  core: [number, number, number];
  prerelease: string[];
  build: number | null;
}

const VERSION =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
const NUMERIC = /^\d+$/;

export function parseVersion(text: unknown): ParsedVersion | null {
  if (typeof text !== 'string') return null;
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  const [, major, minor, patch, prerelease, build] = match;
  return {
    core: [Number(major), Number(minor), Number(patch)],
    prerelease: prerelease ? prerelease.split('.') : [],
    build: build !== undefined && NUMERIC.test(build) ? Number(build) : null,
  };
}

function compareIdentifiers(a: string, b: string): number {
  const aNumeric = NUMERIC.test(a);
  const bNumeric = NUMERIC.test(b);
  if (aNumeric && bNumeric) return Math.sign(Number(a) - Number(b));
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1; // numeric identifiers rank below alphanumeric ones
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePrerelease(a: string[], b: string[]): number {
  // A release ranks above any of its prereleases (1.2.0-rc.1 < 1.2.0).
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length);
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const order = compareIdentifiers(a[i] as string, b[i] as string);
    if (order !== 0) return order;
  }
  return Math.sign(a.length - b.length);
}

/** -1, 0 or 1 as `a` is older, the same as or newer than `b`; null when either cannot be read. */
export function compareVersions(a: unknown, b: unknown): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (const [i, part] of left.core.entries()) {
    const order = Math.sign(part - (right.core[i] ?? 0));
    if (order !== 0) return order as -1 | 1;
  }
  const prerelease = comparePrerelease(left.prerelease, right.prerelease);
  if (prerelease !== 0) return prerelease as -1 | 1;
  if (left.build !== null && right.build !== null) return Math.sign(left.build - right.build) as -1 | 0 | 1;
  return 0;
}

/** SES-063: the deployed version is newer than the running one; unreadable versions are never "newer". */
export function isNewerVersion(deployed: unknown, current: unknown): boolean {
  return compareVersions(deployed, current) === 1;
}
