// `npm run conformance:pack [-- --out <dir>]`: the conformance check for a backend's own CI,
// without this repository. Writes one folder (default build/conformance-pack/) with
// conformance.mjs (the runner and its dependencies, Ajv, fast-check and yaml, bundled into
// one ES module by Vite's library build), the bundled contract, and a README for the backend
// team. It needs only Node 20 or later.
import { copyFileSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { bundleInto } from './lib/conformance/bundle.ts';
import { PACK_README } from './lib/conformance/pack-readme.ts';
import { readSpec, SPEC_ROOT } from './lib/spec.ts';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({ options: { out: { type: 'string' }, spec: { type: 'string' } } });
const out = resolve(values.out ?? join(root, 'build/conformance-pack'));
const started = performance.now();

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const specFile = join(out, 'openapi.bundled.yaml');
if (values.spec) copyFileSync(resolve(values.spec), specFile);
else bundleInto(SPEC_ROOT, specFile);

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  // Nothing of the app's environment (.env files, public/) belongs in the pack.
  envDir: false,
  publicDir: false,
  build: {
    ssr: join(root, 'scripts/lib/conformance/pack-entry.ts'),
    outDir: out,
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { format: 'es', entryFileNames: 'conformance.mjs', codeSplitting: false },
    },
  },
  // Every dependency inside the one file: the backend's machine has no node_modules.
  ssr: { noExternal: true, target: 'node' },
});

const info = readSpec(specFile).info as { title?: string; version?: string } | undefined;
writeFileSync(
  join(out, 'README.md'),
  PACK_README.replace('{{contract}}', `${info?.title ?? 'API'} ${info?.version ?? ''}`.trim()),
);
const shown = (dir: string) => {
  const rel = relative(process.cwd(), dir);
  return rel === '' ? '.' : rel.startsWith('..') ? dir : rel;
};
const size = (file: string) => `${Math.round(statSync(join(out, file)).size / 1024)} KB`;
console.log(
  `conformance:pack: ${shown(out)}/ written in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `conformance.mjs (${size('conformance.mjs')}), openapi.bundled.yaml (${size('openapi.bundled.yaml')}), README.md`,
);
