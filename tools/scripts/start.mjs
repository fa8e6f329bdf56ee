#!/usr/bin/env node
// `npm start`: install what is missing, build the site, serve the production build, print the URL.
import { ensureDependencies, log, run, serve } from './workspace.mjs';

const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '127.0.0.1';

ensureDependencies();
log('building the site');
run('nx', ['run', 'web:build', '--output-style=static']);
log('serving');
serve('vite', ['preview', '--config', 'apps/web/vite.config.ts', '--port', String(port), '--strictPort', '--host', host]);
setTimeout(() => console.log(`\n\x1b[1m\x1b[32mKickoff is running at http://localhost:${port}/\x1b[0m  (Ctrl+C stops it)\n`), 1500);
