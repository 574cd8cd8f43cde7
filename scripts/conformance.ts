// `npm run conformance -- --target <base URL> [--token <bearer>] [--only <tag|operationId>]
// [--include-unsafe] [--junit <file>] [--cases <n>] [--seed <n>] [--setup <file>]`: checks a
// live backend against the contract. See usage() in lib/conformance/options.ts and
// docs/contract-tools.md. `npm run conformance:pack` builds the same for use without this
// repository.
import { join } from 'node:path';
import { bundleInto } from './lib/conformance/bundle.ts';
import { main } from './lib/conformance/cli.ts';
import { SPEC_ROOT } from './lib/spec.ts';

const root = new URL('..', import.meta.url).pathname;

await main(process.argv.slice(2), {
  command: 'npm run conformance --',
  defaultOut: join(root, 'build/conformance'),
  defaultSpec: {
    describe: 'bundle openapi/ now',
    file: (out) => {
      const file = join(out, 'openapi.bundled.yaml');
      bundleInto(SPEC_ROOT, file);
      return file;
    },
  },
});
