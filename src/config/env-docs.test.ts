// @vitest-environment node
// The deployment's settings are documented with the file that reads each one (issue 23 item
// 14: README and .env.example sent readers of the install offer to the wrong module), under
// the names the server reads at start (issue 24 item 3: run-time variables, no VITE_
// prefix). Every setting of RUNTIME_SETTING_NAMES is read by a config module, listed in
// .env.example under a comment naming that module, and named in the README after that
// module's first mention before it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUNTIME_SETTING_NAMES } from './runtime-settings';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Each setting read in src/config/ (runtimeSetting('NAME'), runtimeSettingOr('NAME', ...)), with its module. */
function settingsByModule(): [setting: string, module: string][] {
  const modules = readdirSync(new URL('src/config/', root)).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  return modules.flatMap((name) =>
    [
      ...new Set(
        [...read(`src/config/${name}`).matchAll(/runtimeSetting(?:Or)?\(\s*'([A-Z0-9_]+)'/g)].map(
          (match) => match[1] ?? '',
        ),
      ),
    ].map((setting): [string, string] => [setting, `src/config/${name}`]),
  );
}

/** The last `src/config/x.ts` named in a text. */
function lastModuleNamed(text: string): string | undefined {
  return [...text.matchAll(/src\/config\/[a-z-]+\.ts/g)].at(-1)?.[0];
}

describe('the run-time settings are documented with the module that reads them', () => {
  const settings = settingsByModule();

  it('finds every setting read, once, in the config modules', () => {
    expect(settings.map(([setting]) => setting).sort()).toEqual([...RUNTIME_SETTING_NAMES].sort());
    const modules = new Set(settings.map(([, module]) => module));
    expect(modules).toContain('src/config/external.ts');
    expect(modules).toContain('src/config/external-pages.ts');
    expect(modules).toContain('src/config/payment.ts');
    expect(modules).toContain('src/config/desktop-host.ts');
  });

  it.each(settings)('.env.example lists %s under %s', (setting, module) => {
    const text = read('.env.example');
    const at = text.search(new RegExp(`^(# )?${setting}=`, 'm'));
    expect(at).toBeGreaterThan(-1);
    const block =
      text
        .slice(0, at)
        .split(/\n\s*\n/)
        .at(-1) ?? '';
    expect(lastModuleNamed(block)).toBe(module);
  });

  it.each(settings)('README names %s after %s', (setting, module) => {
    const text = read('README.md');
    const at = text.indexOf(`\`${setting}\``);
    expect(at).toBeGreaterThan(-1);
    expect(lastModuleNamed(text.slice(0, at))).toBe(module);
  });

  it.each(RUNTIME_SETTING_NAMES)('no document sets the old VITE_%s', (setting) => {
    for (const file of ['.env.example', 'README.md']) {
      expect(read(file)).not.toMatch(new RegExp(`^(# )?VITE_${setting}=|\`VITE_${setting}\``, 'm'));
    }
  });
});
