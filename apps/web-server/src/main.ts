// The site's production server: `node dist/apps/web-server/main.js` after `npx nx build web-server` (which builds
// the site too). Settings come from the environment (`--help` lists them; README.md explains them).
import { ENV_HELP, readConfig, siteDirBeside, type WebServerConfig } from './config';
import { startWebServer } from './web-server';

// React and the libs pick their production code paths by this; the server is production unless told otherwise.
process.env['NODE_ENV'] ??= 'production';

if (process.argv.includes('--help')) {
  console.log(`Usage: node dist/apps/web-server/main.js\n\n${ENV_HELP}`);
  process.exit(0);
}

function configOrExit(): WebServerConfig {
  try {
    return readConfig(process.env, siteDirBeside(import.meta.dirname));
  } catch (error) {
    console.error(`web-server: ${(error as Error).message}\n\n${ENV_HELP}`);
    process.exit(2);
  }
}

const config = configOrExit();
try {
  const server = await startWebServer(config);
  console.log(
    `\n\x1b[1m\x1b[32mKickoff is running at ${server.url}/\x1b[0m  (platform: ${config.platformUrl}; Ctrl+C stops it)\n`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`web-server: ${signal}, finishing the answers in flight (up to ${config.shutdownGraceMs} ms)`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('web-server: closing failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  console.error(`web-server: cannot start on ${config.host}:${config.port}: ${(error as Error).message}`);
  process.exit(1);
}
