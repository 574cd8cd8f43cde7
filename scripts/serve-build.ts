// Serves a production build (`dist/` unless --dist) on 127.0.0.1 the way the bench does,
// with /api passed to the mock server or any backend:
//   node scripts/serve-build.ts [--port 4180] [--api http://127.0.0.1:4010] [--dist dir] [--http1]
// Stops on SIGINT/SIGTERM.
import { join } from 'node:path';
import { serveBuild } from './bench-server.ts';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};

const server = await serveBuild(
  join(root, option('dist', 'dist')),
  Number(option('port', '4180')),
  option('api', `http://127.0.0.1:${process.env.PRISM_PORT ?? '4010'}`),
  { http1: args.includes('--http1') },
);
console.log(`Serving the production build on ${server.origin}`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
