#!/usr/bin/env node
// `npm start`: install what is missing, build the site, its web server and the platform emulator, then serve them
// on one origin (tools/scripts/serve-site.mjs: the web server in front, the emulator behind with its control API).
import { serveSite } from './serve-site.mjs';
import { ensureDependencies, log, run } from './workspace.mjs';

ensureDependencies();
log('building the site, its web server and the platform emulator');
run('nx', ['run-many', '-t', 'build', '-p', 'web', 'web-server', 'platform-emulator', '--output-style=static']);
log('serving');
await serveSite({ port: process.env.PORT ?? '4200', host: process.env.HOST ?? '127.0.0.1' });
