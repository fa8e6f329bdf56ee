import { defineConfig } from 'vitest/config';
import browser from '../vitest.browser.config.ts';

/**
 * `nx bench coupon` (after the system-bet figures): the bet slip's rows under a live line, in Chromium (Vitest
 * browser mode), React's Profiler timing each commit. The browser tests' set-up, with the benchmark's file only.
 */
export default defineConfig({
  ...browser,
  test: { ...browser.test, name: 'coupon-slip-bench', include: ['bench/slip-rows.browser.bench.ts'] },
});
