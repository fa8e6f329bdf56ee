// `nx bench coupon`: runs the TypeScript benchmarks through Vite's module runner (path aliases and TS as
// in the lib) on the repo's Node, prints the figures, and fails when a goal is missed.
import { join } from 'node:path';
import { runnerImport } from 'vite';

const root = join(import.meta.dirname, '..');
const { module } = await runnerImport(join(root, 'bench', 'system-bet.bench.ts'), {
  configFile: false,
  root,
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
});
const passed = module.runSystemBetBenchmark();
if (!passed) {
  console.error('A benchmark goal was missed.');
  process.exitCode = 1;
}
