#!/usr/bin/env node
// Adds a Kickoff lib from tools/lib-template: `npm run new-lib -- coupon --type feature --description "…"`.
// It writes libs/<name>, registers the @kickoff/<name> path alias, and prints what to do next.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TYPES = ['feature', 'data-access', 'ui', 'util', 'testing'];
const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function createLib({ root = workspaceRoot, name, type, scope = 'shared', description }) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name ?? '')) throw new Error(`lib name must be kebab-case, got "${name}"`);
  if (!TYPES.includes(type)) throw new Error(`--type must be one of ${TYPES.join(', ')}`);
  const target = join(root, 'libs', name);
  if (existsSync(target)) throw new Error(`${relative(root, target)} already exists`);

  const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const fill = (text) =>
    text
      .replaceAll('__name__', name)
      .replaceAll('__type__', type)
      .replaceAll('__scope__', scope)
      .replaceAll('__camel__', camel)
      .replaceAll('__description__', description ?? `Kickoff ${name}`);

  const templateRoot = join(root, 'tools', 'lib-template');
  const copy = (from, to) => {
    for (const entry of readdirSync(from)) {
      const source = join(from, entry);
      if (statSync(source).isDirectory()) copy(source, join(to, entry));
      else {
        mkdirSync(to, { recursive: true });
        writeFileSync(join(to, entry.replace(/\.template$/, '')), fill(readFileSync(source, 'utf8')));
      }
    }
  };
  copy(templateRoot, target);

  const tsconfigPath = join(root, 'tsconfig.base.json');
  const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'));
  const paths = { ...tsconfig.compilerOptions.paths, [`@kickoff/${name}`]: [`./libs/${name}/src/index.ts`] };
  tsconfig.compilerOptions.paths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`);
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { type: { type: 'string' }, scope: { type: 'string' }, description: { type: 'string' } },
  });
  try {
    const target = createLib({ name: positionals[0], ...values });
    console.log(`created ${relative(workspaceRoot, target)} (@kickoff/${positionals[0]}, type:${values.type})`);
    console.log(
      "next: fill src/index.ts, add the lib's …Resources to apps/web/src/app/i18n.ts, run `npx nx run-many -t lint test build -p " +
        positionals[0] +
        '`',
    );
    // The template declares no packages: a util lib needs no React, Redux or i18next. Lint's dependency check names
    // each package src/ starts importing, and --fix declares it.
    console.log(
      `peers: \`npx eslint --fix libs/${positionals[0]}/package.json\` declares what src/ imports (README "Install" says why peers)`,
    );
  } catch (error) {
    console.error(`new-lib: ${error.message}`);
    process.exit(2);
  }
}
