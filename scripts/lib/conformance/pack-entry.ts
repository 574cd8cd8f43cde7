// The entry of the standalone conformance pack (`npm run conformance:pack` bundles it with
// its dependencies into conformance.mjs): the same command line as `npm run conformance`,
// with the contract bundled beside it, for a backend's machine with only Node.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './cli.ts';

/** Tested on Node 20 and 24 (tests/contract/conformance-pack.test.ts). */
const MIN_NODE = 20;
const major = Number(process.versions.node.split('.')[0]);
if (major < MIN_NODE) {
  console.error(
    `conformance: needs Node ${MIN_NODE} or later (this is Node ${process.versions.node}).`,
  );
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
await main(process.argv.slice(2), {
  command: 'node conformance.mjs',
  defaultOut: join(process.cwd(), 'conformance-report'),
  defaultSpec: {
    describe: 'openapi.bundled.yaml beside conformance.mjs',
    file: () => join(here, 'openapi.bundled.yaml'),
  },
});
