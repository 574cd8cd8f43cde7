// `npm run i18n:check`: every locale has exactly the keys of the source locale (zh), in
// every namespace, and no value is empty.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareLocales } from './lib/i18n-keys.ts';

const dir = join(new URL('..', import.meta.url).pathname, 'src/i18n/resources');
const locales = readdirSync(dir);
const load = (locale: string) =>
  Object.fromEntries(
    readdirSync(join(dir, locale))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, locale, f), 'utf8')) as unknown,
      ]),
  );
const problems = compareLocales('zh', Object.fromEntries(locales.map((l) => [l, load(l)])));
if (problems.length > 0) {
  console.error(`i18n key parity failed:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`i18n: ${locales.join(', ')} have identical key sets.`);
