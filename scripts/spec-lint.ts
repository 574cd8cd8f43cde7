// `npm run spec:lint`: Redocly's recommended rules with strict example validation
// (redocly.yaml). Fails on any problem, warnings included.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SPEC_ROOT } from './lib/spec.ts';

const redocly = join(new URL('..', import.meta.url).pathname, 'node_modules/.bin/redocly');
const run = spawnSync(redocly, ['lint', SPEC_ROOT, '--format=json'], { encoding: 'utf8' });
const report = JSON.parse(run.stdout || '{}') as {
  totals?: { errors: number; warnings: number };
  problems?: Array<{
    ruleId: string;
    message: string;
    location?: Array<{ source?: { ref?: string }; pointer?: string }>;
  }>;
};
if (!report.totals) {
  console.error(run.stderr || run.stdout);
  process.exit(1);
}
for (const p of report.problems ?? []) {
  const where = p.location?.[0];
  console.error(
    `${p.ruleId}: ${p.message}\n  at ${where?.source?.ref ?? ''}${where?.pointer ?? ''}`,
  );
}
const { errors, warnings } = report.totals;
console.log(`spec lint: ${errors} errors, ${warnings} warnings`);
process.exit(errors + warnings === 0 ? 0 : 1);
