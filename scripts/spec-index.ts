// `npm run spec:index`: rewrites the generated docs of the contract from the spec: the index
// of calls in openapi/README.md and the list of inferred choices, openapi/INFERRED.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INFERRED_FILE, renderInferred } from './lib/inferred-list.ts';
import { renderIndex, replaceIndex } from './lib/spec-index.ts';
import { bundleSpec, listOperations, readSpec } from './lib/spec.ts';

const root = new URL('..', import.meta.url).pathname;
const contractReadme = join(root, 'openapi/README.md');

bundleSpec();
const ops = listOperations();
writeFileSync(contractReadme, replaceIndex(readFileSync(contractReadme, 'utf8'), renderIndex(ops)));
writeFileSync(join(root, INFERRED_FILE), renderInferred(readSpec()));
console.log(
  `Wrote the index of ${ops.length} operations (openapi/README.md) and the inferred choices (${INFERRED_FILE}).`,
);
