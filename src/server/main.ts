// The production server, started by index.ts: the configuration from the environment (a bad
// value stops the start with a message naming the variable), then listen until SIGTERM or
// SIGINT (shutdown.ts).
import { createServer } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { htmlWindow } from './html-window';
import { closeGracefully } from './shutdown';

let config: ServerConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The DOM rich text is sanitised in, made before the first request (about 140 ms once), so
// no shopper's page waits for it.
htmlWindow();
const app = await createServer(config);
closeGracefully(app, { graceMs: config.shutdownGraceMs, exit: (code) => process.exit(code) });
await app.listen({ host: config.host, port: config.port });
