/**
 * The combinatorics of a system bet k/n: C(n, k) lines, each an express of k of the n bets.
 * The sum of every line's coefficient product is the k-th elementary symmetric polynomial e_k of the
 * coefficients, which the recurrence below gets in O(n·k) without ever listing a line.
 */

/** C(n, k); exact for every coupon size (C(60, 30) ≈ 1.2e17 still fits a BigInt, and C(30, 15) a double). */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  const m = Math.min(k, n - k);
  let result = 1n;
  // result stays an integer at every step: it is C(n - m + i, i)
  for (let i = 1; i <= m; i += 1) result = (result * BigInt(n - m + i)) / BigInt(i);
  return result;
}

/**
 * e_k(x_1 … x_n) = Σ over k-subsets of the product of their members. Adding x_i turns e_j into
 * e_j + x_i·e_(j-1) (every subset either leaves x_i out or takes it). Only e_j with j ≥ k − (bets still
 * to come) can reach e_k, so each step updates at most k values and skips the ones that no longer can:
 * (n − k + 1)·k products in all.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  const n = values.length;
  if (!Number.isInteger(k) || k < 0 || k > n) return 0n;
  const e: bigint[] = [1n];
  for (let j = 1; j <= k; j += 1) e.push(0n);
  for (let i = 0; i < n; i += 1) {
    const x = values[i] as bigint;
    const highest = i + 1 < k ? i + 1 : k;
    const lowest = k - (n - 1 - i) > 1 ? k - (n - 1 - i) : 1;
    for (let j = highest; j >= lowest; j -= 1) e[j] = (e[j] as bigint) + (e[j - 1] as bigint) * x;
  }
  return e[k] as bigint;
}

/**
 * The same recurrence in floating point. With positive inputs every term is positive, so the result is
 * within a relative (2n)·2⁻⁵³ of e_k (each value passes through at most n products and n sums);
 * Infinity when it overflows. The fast path of the system's money (system-bet.ts), checked there.
 */
export function elementarySymmetricFloat(values: readonly number[], k: number): number {
  const n = values.length;
  if (!Number.isInteger(k) || k < 0 || k > n) return 0;
  const e = [1];
  for (let j = 1; j <= k; j += 1) e.push(0);
  for (let i = 0; i < n; i += 1) {
    const x = values[i] as number;
    const highest = i + 1 < k ? i + 1 : k;
    const lowest = k - (n - 1 - i) > 1 ? k - (n - 1 - i) : 1;
    for (let j = highest; j >= lowest; j -= 1) e[j] = (e[j] as number) + (e[j - 1] as number) * x;
  }
  return e[k] as number;
}

/** Every e_j for j = 0 … n in one O(n²) pass: the system-values list needs them all. */
export function allElementarySymmetric(values: readonly bigint[]): bigint[] {
  const e: bigint[] = [1n];
  for (const x of values) {
    e.push(0n);
    for (let j = e.length - 1; j >= 1; j -= 1) e[j] = (e[j] as bigint) + (e[j - 1] as bigint) * x;
  }
  return e;
}

/** The lines of a k/n system as index lists, in lexicographic order. For tests and the benchmark only. */
export function* systemLines(n: number, k: number): Generator<number[]> {
  if (!Number.isInteger(k) || k < 0 || k > n) return;
  const line = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield [...line];
    let i = k - 1;
    while (i >= 0 && line[i] === n - k + i) i -= 1;
    if (i < 0) return;
    line[i] = (line[i] as number) + 1;
    for (let j = i + 1; j < k; j += 1) line[j] = (line[j - 1] as number) + 1;
  }
}

/** e_k by listing every line: the definition, C(n, k)·k products. The oracle the fast path is checked against. */
export function elementarySymmetricByLines(values: readonly bigint[], k: number): bigint {
  let sum = 0n;
  for (const line of systemLines(values.length, k)) {
    let product = 1n;
    for (const index of line) product *= values[index] as bigint;
    sum += product;
  }
  return sum;
}
