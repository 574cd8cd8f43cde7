// `npm run spec:index`: rewrites the generated parts of the docs from the spec: the index
// of calls in openapi/README.md and the list of inferred choices in README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  INFERRED_END,
  INFERRED_START,
  renderInferred,
  replaceBetween,
} from './lib/inferred-list.ts';
import { renderIndex, replaceIndex } from './lib/spec-index.ts';
import { bundleSpec, listOperations, readSpec } from './lib/spec.ts';

const root = new URL('..', import.meta.url).pathname;
const contractReadme = join(root, 'openapi/README.md');
const readme = join(root, 'README.md');

bundleSpec();
const ops = listOperations();
writeFileSync(contractReadme, replaceIndex(readFileSync(contractReadme, 'utf8'), renderIndex(ops)));
writeFileSync(
  readme,
  replaceBetween(
    readFileSync(readme, 'utf8'),
    INFERRED_START,
    INFERRED_END,
    renderInferred(readSpec()),
  ),
);
console.log(`Wrote the index of ${ops.length} operations and the list of inferred choices.`);
