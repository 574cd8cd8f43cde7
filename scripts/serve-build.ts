// Serves a production build (`dist/client/` unless --dist) on 127.0.0.1 the way the bench does,
// with /api passed to the mock server or any backend:
//   node scripts/serve-build.ts [--port 4180] [--api http://127.0.0.1:4010] [--dist dir] [--http1]
// Stops on SIGINT/SIGTERM.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serveBuild } from './bench-server.ts';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    dist: { type: 'string', default: 'dist/client' },
    port: { type: 'string', default: '4180' },
    api: { type: 'string', default: `http://127.0.0.1:${process.env.PRISM_PORT ?? '4010'}` },
    http1: { type: 'boolean', default: false },
  },
});

const server = await serveBuild(join(root, values.dist), Number(values.port), values.api, {
  http1: values.http1,
});
console.log(`Serving the production build on ${server.origin}`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
