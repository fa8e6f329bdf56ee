#!/usr/bin/env node
// The libs as an outside team gets them: every published lib's `npm pack` tarball installed into tools/consumer copied
// to a temporary folder outside the repo, type-checked with skipLibCheck false, built with Vite; then a wrong prop type
// must fail the type check. Run after the builds (`npm test` does); `--keep` leaves the folder for a look.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distLibs = join(workspaceRoot, 'dist', 'libs');
const consumerSource = join(workspaceRoot, 'tools', 'consumer');
const repoModules = join(workspaceRoot, 'node_modules');
/** What the consumer app itself imports besides the libs, as its own package.json would list them. */
const appPackages = [
  'react',
  'react-dom',
  'react-i18next',
  'react-redux',
  'i18next',
  '@types/react',
  '@types/react-dom',
];

const say = (line) => console.log(`consumer: ${line}`);
class ConsumerFailure extends Error {}
const fail = (message) => {
  throw new ConsumerFailure(message);
};

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile());
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; relative paths and Node built-ins are not packages. */
function packageOf(specifier) {
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]*)?$/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every package the built JS and the declarations import: what the package.json must declare, no more, no less. */
function importedPackages(dir) {
  const found = new Set();
  const pattern = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]|reference types="([^"]+)"/g;
  for (const file of filesUnder(dir).filter((name) => /\.(js|d\.ts)$/.test(name))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) {
      const name = packageOf(match[1] ?? match[2]);
      if (name) found.add(name);
    }
  }
  return found;
}

/** What npm installs beside a package: its dependencies and peers, and theirs (hoisted, as npm lays them out). */
function installedWith(names) {
  const all = new Set(names);
  for (const name of all) {
    const manifest = name.startsWith('@kickoff/')
      ? join(distLibs, name.slice('@kickoff/'.length), 'package.json')
      : join(repoModules, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      if (dep.startsWith('@kickoff/') || existsSync(join(repoModules, dep, 'package.json'))) all.add(dep);
    }
  }
  return all;
}

/**
 * Declared must equal imported. One tolerance: declarations TypeScript inferred may name a package that a declared
 * one brings (`import('redux').Reducer` through @reduxjs/toolkit); npm installs it, so it resolves, and we say so.
 */
function checkDeclarations(dir, pkg, problems) {
  const declared = new Set(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies }));
  const imported = importedPackages(dir);
  imported.delete(pkg.name);
  const brought = installedWith([...declared]);
  const undeclared = [...imported].filter((name) => !declared.has(name));
  const missing = undeclared.filter((name) => !brought.has(name));
  // A lib may need another only for its ports (`import type {} from '@kickoff/accounts'` pulls in the augmentation,
  // and emit drops it): lint's source check answers for unused @kickoff peers, this one for every other package.
  const unused = [...declared].filter((name) => !imported.has(name) && !name.startsWith('@kickoff/'));
  if (missing.length)
    problems.push(`${pkg.name} imports ${missing.join(', ')} but its package.json does not declare them`);
  if (unused.length) problems.push(`${pkg.name} declares ${unused.join(', ')} but its built files never import them`);
  const transitive = undeclared.filter((name) => brought.has(name));
  if (transitive.length) inferred.push(`${pkg.name.replace('@kickoff/', '')} → ${transitive.join(', ')}`);
}

function publishedLibs() {
  if (!existsSync(distLibs)) fail('dist/libs is missing: build the libs first (npx nx run-many -t build)');
  return readdirSync(distLibs)
    .map((name) => join(distLibs, name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => !pkg.private);
}

function pack(libs, destination) {
  mkdirSync(destination, { recursive: true });
  const output = execFileSync(
    'npm',
    ['pack', ...libs.map(({ dir }) => dir), '--pack-destination', destination, '--json', '--loglevel=error'],
    {
      cwd: workspaceRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output);
}

/** A declaration that reaches outside its package (`../../../platform-api/src/…`) names workspace source: unresolvable. */
function checkDeclarationPaths(dir, pkg, problems) {
  const pattern = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]*)['"]/g;
  for (const file of filesUnder(dir).filter((name) => name.endsWith('.d.ts'))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) {
      const problem = `${pkg.name}/${file} imports ${match[1]}: export that type from its lib's index.ts`;
      if (relative(dir, join(dir, dirname(file), match[1])).startsWith('..') && !problems.includes(problem))
        problems.push(problem);
    }
  }
}

function checkTarballContents(packed) {
  for (const tarball of packed) {
    const leaked = tarball.files
      .map((file) => file.path)
      .filter((path) => /(^|\/)testing\/|\.(spec|test|stories)\./.test(path));
    if (leaked.length) fail(`${tarball.name} ships test files: ${leaked.join(', ')}`);
  }
}

function install(packed, tarballs, modules) {
  for (const tarball of packed) {
    const target = join(modules, tarball.name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(tarballs, tarball.filename), '-C', target, '--strip-components=1']);
  }
}

/** Third-party packages come from the repo's node_modules (offline and fast): what the libs and the app declare, with what npm would install beside them. */
function linkThirdParty(libs, modules) {
  const wanted = new Set(appPackages);
  for (const { pkg } of libs) {
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      if (!name.startsWith('@kickoff/')) wanted.add(name);
    }
  }
  for (const name of installedWith([...wanted])) wanted.add(name);
  for (const name of [...wanted]) {
    const types = `@types/${name.replace(/^@([^/]+)\//, '$1__')}`;
    if (existsSync(join(repoModules, types))) wanted.add(types);
  }
  for (const name of wanted) {
    const source = join(repoModules, name);
    if (!existsSync(source)) fail(`${name} is declared but not installed in the workspace`);
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(source, join(modules, name), 'dir');
  }
  return wanted.size;
}

function writeEveryLib(app, libs) {
  const names = libs.map(({ pkg }) => pkg.name).sort();
  const identifier = (name) => name.replace('@kickoff/', '').replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const lines = [
    '// Written by tools/scripts/consumer-test.mjs: every packed lib, so the type check and the build cover all of them.',
    ...names.map((name) => `import * as ${identifier(name)} from '${name}';`),
    '',
    `export const everyLib = { ${names.map(identifier).join(', ')} };`,
    '',
  ];
  writeFileSync(join(app, 'src', 'every-lib.ts'), lines.join('\n'));
}

function typeCheck(app) {
  const tsc = join(repoModules, 'typescript', 'bin', 'tsc');
  // Incremental: the second run (with the wrong fixture) rechecks only what changed.
  const args = [
    '-p',
    join(app, 'tsconfig.json'),
    '--pretty',
    'false',
    '--incremental',
    '--tsBuildInfoFile',
    join(app, 'tsconfig.tsbuildinfo'),
  ];
  return spawnSync(process.execPath, [tsc, ...args], { cwd: app, encoding: 'utf8' });
}

async function viteBuild(app) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  // One chunk holding every lib is the point here, and every-lib.ts imports the lazily loaded session forms statically.
  const expected = new Set(['INEFFECTIVE_DYNAMIC_IMPORT']);
  await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: join(app, 'dist'),
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        onLog: (level, log, handler) => (expected.has(log.code ?? '') ? undefined : handler(level, log)),
      },
    },
  });
  const assets = join(app, 'dist', 'assets');
  return readdirSync(assets).map((file) => {
    const bytes = readFileSync(join(assets, file));
    return { file, kb: bytes.length / 1024, gzipKb: gzipSync(bytes).length / 1024 };
  });
}

const keep = process.argv.includes('--keep');
/** Package problems found before the install; reported with any later failure so one run shows them all. */
const problems = [];
/** Packages named only by TypeScript's inferred declarations, brought by a declared one (fine with npm's hoisting). */
const inferred = [];
const started = Date.now();
const lap = (() => {
  let last = Date.now();
  return () => {
    const seconds = (Date.now() - last) / 1000;
    last = Date.now();
    return `${seconds.toFixed(1)} s`;
  };
})();
const temp = mkdtempSync(join(tmpdir(), 'kickoff-consumer-'));
try {
  const libs = publishedLibs();
  for (const { dir, pkg } of libs) {
    checkDeclarations(dir, pkg, problems);
    checkDeclarationPaths(dir, pkg, problems);
  }
  if (problems.length === 0) say(`${libs.length} published libs declare exactly the packages their built files import`);
  if (inferred.length) say(`inferred declarations also name packages their dependencies bring: ${inferred.join('; ')}`);

  const tarballs = join(temp, 'tarballs');
  const packed = pack(libs, tarballs);
  checkTarballContents(packed);
  const app = join(temp, 'app');
  cpSync(consumerSource, app, { recursive: true, filter: (path) => !path.includes('/fixtures') });
  const modules = join(app, 'node_modules');
  install(packed, tarballs, modules);
  const linked = linkThirdParty(libs, modules);
  for (const tarball of packed) {
    say(
      `installed ${tarball.id} from ${tarball.filename} (${tarball.entryCount} files, ${(tarball.size / 1024).toFixed(1)} kB packed)`,
    );
  }
  say(`${linked} third-party packages linked from the workspace's node_modules (pack + install ${lap()})`);
  writeEveryLib(app, libs);

  const clean = typeCheck(app);
  if (clean.status !== 0) fail(`tsc (skipLibCheck false) reported errors:\n${clean.stdout}${clean.stderr}`);
  say(`tsc --skipLibCheck false: no errors (${lap()})`);

  const assets = await viteBuild(app);
  for (const { file, kb, gzipKb } of assets)
    say(`vite build: ${file} ${kb.toFixed(1)} kB (gzip ${gzipKb.toFixed(1)} kB)`);
  say(`vite build done (${lap()})`);

  cpSync(join(consumerSource, 'fixtures', 'wrong-modal-props.tsx'), join(app, 'src', 'wrong-modal-props.tsx'));
  const wrong = typeCheck(app);
  const reported = `${wrong.stdout}${wrong.stderr}`.split('\n').filter((line) => line.includes('wrong-modal-props'));
  if (wrong.status === 0 || reported.length === 0)
    fail('the deliberate type error (timers: 42 as ModalProps) type-checked: the packed types are lost');
  say(`deliberate type error rejected as it must be (${lap()}): ${reported[0].replace(`${app}/`, '')}`);
  // Declarations are reported last so one run shows every problem, not only the first.
  if (problems.length) fail(problems.join('\n  '));
  say(`passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!(error instanceof ConsumerFailure)) throw error;
  console.error(`consumer: FAILED: ${error.message}`);
  if (!error.message.startsWith(problems[0] ?? '\0')) for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
} finally {
  if (keep) say(`kept ${relative(process.cwd(), temp) || temp}`);
  else rmSync(temp, { recursive: true, force: true });
}
