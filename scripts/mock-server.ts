// `npm run mock`: Prism alone on the bundled contract (127.0.0.1, PRISM_PORT or 4010).
// Select other examples with `Prefer: example=<name>` or `Prefer: code=<status>`.
import { existsSync } from 'node:fs';
import { BUNDLED_SPEC_PATH, DEFAULT_PRISM_PORT, startPrism } from '../mocks/prism.ts';
import { bundleSpec } from './lib/spec.ts';

if (!existsSync(BUNDLED_SPEC_PATH) || process.argv.includes('--bundle')) bundleSpec();

const port = Number(process.env.PRISM_PORT ?? DEFAULT_PRISM_PORT);
const prism = await startPrism({ port, log: true });
console.log(`Mock server ready on ${prism.url} in ${prism.readyInMs} ms.`);

const shutdown = () => void prism.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
prism.process.once('exit', (code) => process.exit(code ?? 1));
