// @vitest-environment node
// The build settings' documentation names the file that reads each one (issue 23 item 14:
// README and .env.example sent readers of the install offer to the wrong module). Every
// VITE_ variable a config module reads is listed in .env.example under a comment naming that
// module, and README names that module before its first mention of the variable.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Each variable read in src/config/, with the module that reads it. */
function variablesByModule(): [variable: string, module: string][] {
  const modules = readdirSync(new URL('src/config/', root)).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  return modules.flatMap((name) =>
    [
      ...new Set(read(`src/config/${name}`).match(/(?<='|import\.meta\.env\.)VITE_[A-Z0-9_]+\b/g)),
    ].map((variable): [string, string] => [variable, `src/config/${name}`]),
  );
}

/** The last `src/config/x.ts` named in a text. */
function lastModuleNamed(text: string): string | undefined {
  return [...text.matchAll(/src\/config\/[a-z-]+\.ts/g)].at(-1)?.[0];
}

describe('the build settings are documented with the module that reads them', () => {
  const variables = variablesByModule();

  it('finds the settings of every config module', () => {
    const modules = new Set(variables.map(([, module]) => module));
    expect(modules).toContain('src/config/external.ts');
    expect(modules).toContain('src/config/external-pages.ts');
    expect(modules).toContain('src/config/payment.ts');
    expect(modules).toContain('src/config/desktop-host.ts');
  });

  it.each(variables)('.env.example lists %s under %s', (variable, module) => {
    const text = read('.env.example');
    const at = text.search(new RegExp(`^(# )?${variable}=`, 'm'));
    expect(at).toBeGreaterThan(-1);
    const block =
      text
        .slice(0, at)
        .split(/\n\s*\n/)
        .at(-1) ?? '';
    expect(lastModuleNamed(block)).toBe(module);
  });

  it.each(variables)('README names %s after %s', (variable, module) => {
    const text = read('README.md');
    const at = text.indexOf(`\`${variable}\``);
    expect(at).toBeGreaterThan(-1);
    expect(lastModuleNamed(text.slice(0, at))).toBe(module);
  });
});
