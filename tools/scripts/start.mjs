#!/usr/bin/env node
// `npm start`: install what is missing, build the site and the platform emulator, then serve both on one
// origin with the emulator's control API on. The emulator prints the URL once it listens.
import { ensureDependencies, log, run, serve } from './workspace.mjs';

const port = process.env.PORT ?? '4200';
const host = process.env.HOST ?? '127.0.0.1';

ensureDependencies();
log('building the site and the platform emulator');
run('nx', ['run-many', '-t', 'build', '-p', 'web', 'platform-emulator', '--output-style=static']);
log('serving');
serve('node', ['dist/apps/platform-emulator/main.js', '--control'], { env: { PORT: port, HOST: host } });
