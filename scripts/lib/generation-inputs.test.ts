// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  generateWhenChanged,
  inputsHash,
  RECORD_NAME,
  withLocalImports,
  type Generation,
} from './generation-inputs.ts';

// A small project of its own in a temporary folder: a contract, the configuration and
// scripts generation reads, installed generator packages, and a stand-in generator that
// writes an output folder and a bundled contract (the real one takes 10-30 s).
let root: string;
let runs: number;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Writes a file, or removes it (or a folder) when text is null. */
function change(path: string, text: string | null): void {
  if (text === null) rmSync(join(root, path), { recursive: true });
  else write(path, text);
}

const pkg = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    scripts: { lint: 'eslint .' },
    dependencies: { '@tanstack/react-query': '5.0.0' },
    devDependencies: { orval: '8.38.0', '@redocly/cli': '2.77.0' },
    ...extra,
  });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'generation-inputs-'));
  runs = 0;
  write('openapi/openapi.yaml', 'openapi: 3.1.0\n');
  write('openapi/paths/orders.yaml', 'get: {}\n');
  write('orval.config.ts', "import { x } from './scripts/lib/helper.ts';\nexport default x;\n");
  write('scripts/lib/helper.ts', "import { y } from './deeper.ts';\nexport const x = y;\n");
  write('scripts/lib/deeper.ts', 'export const y = 1;\n');
  write('scripts/generate.ts', "import { parse } from 'yaml';\nimport './lib/spec.ts';\n");
  write('scripts/lib/spec.ts', 'export {};\n');
  write('redocly.yaml', 'extends: [recommended]\n');
  write('tsconfig.json', '{}\n');
  write('src/api/http-client.ts', 'export const httpClient = () => 1;\n');
  write('package.json', pkg());
  write('node_modules/orval/package.json', '{"version":"8.38.0"}');
  write('node_modules/@orval/zod/package.json', '{"version":"8.38.0"}');
  write('node_modules/@redocly/cli/package.json', '{"version":"2.77.0"}');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** One `npm run generate`: returns whether the stand-in generator ran. */
function generateOnce(force = false): boolean {
  const outDir = join(root, 'src/api/generated');
  const generation: Generation = {
    root,
    outDir,
    extraOutputs: [join(root, 'build/openapi.bundled.yaml')],
    inputs: inputsHash(root),
  };
  return generateWhenChanged(
    generation,
    () => {
      runs += 1;
      rmSync(outDir, { recursive: true, force: true });
      write('src/api/generated/orders/orders.ts', 'export const a = 1;\n');
      write('src/api/generated/operations.ts', 'export const b = 2;\n');
      write('build/openapi.bundled.yaml', 'openapi: 3.1.0\n');
    },
    force,
  );
}

describe('generateWhenChanged', () => {
  it('generates when there is no output yet, then skips while nothing changed', () => {
    expect(generateOnce()).toBe(true);
    expect(existsSync(join(root, 'src/api/generated', RECORD_NAME))).toBe(true);
    expect(generateOnce()).toBe(false);
    expect(generateOnce()).toBe(false);
    expect(runs).toBe(1);
  });

  it.each([
    ['a contract file changes', 'openapi/paths/orders.yaml', 'get: { x: 1 }\n'],
    ['a contract file is added', 'openapi/paths/coupons.yaml', 'get: {}\n'],
    ['a contract file is removed', 'openapi/paths/orders.yaml', null],
    ['orval.config.ts changes', 'orval.config.ts', 'export default 2;\n'],
    ['a script orval.config.ts imports changes', 'scripts/lib/helper.ts', '1;\n'],
    ['a module imported through another changes', 'scripts/lib/deeper.ts', '2;\n'],
    ['scripts/generate.ts changes', 'scripts/generate.ts', "import './lib/spec.ts';"],
    ['a script generate.ts imports changes', 'scripts/lib/spec.ts', '3;\n'],
    ['redocly.yaml changes', 'redocly.yaml', 'extends: []\n'],
    ['tsconfig.json changes', 'tsconfig.json', '{"compilerOptions":{}}\n'],
    ['the mutator changes', 'src/api/http-client.ts', 'export type ErrorType = 1;\n'],
    ['the installed Orval changes', 'node_modules/orval/package.json', '{"version":"8.39.0"}'],
    [
      'an installed @orval package changes',
      'node_modules/@orval/zod/package.json',
      '{"version":"9"}',
    ],
    [
      'the installed Redocly changes',
      'node_modules/@redocly/cli/package.json',
      '{"version":"2.78.0"}',
    ],
    ['a dependency changes', 'package.json', pkg({ dependencies: { zod: '4.6.7' } })],
  ])('generates again when %s', (_, path, text) => {
    expect(generateOnce()).toBe(true);
    change(path, text);
    expect(generateOnce()).toBe(true);
    expect(runs).toBe(2);
    expect(generateOnce()).toBe(false);
  });

  it.each([
    ['a package.json script changes', 'package.json', pkg({ scripts: { lint: 'x' } })],
    ['a file beside the inputs changes', 'src/lib/money.ts', 'export {};\n'],
  ])('skips when only %s', (_, path, text) => {
    generateOnce();
    change(path, text);
    expect(generateOnce()).toBe(false);
    expect(runs).toBe(1);
  });

  it.each([
    ['an output file is missing', 'src/api/generated/operations.ts', null],
    ['the output folder is gone', 'src/api/generated', null],
    ['the bundled contract is missing', 'build/openapi.bundled.yaml', null],
    ['an output file was edited', 'src/api/generated/operations.ts', 'edited;\n'],
    ['the record is missing', `src/api/generated/${RECORD_NAME}`, null],
  ])('generates again when %s', (_, path, text) => {
    generateOnce();
    change(path, text);
    expect(generateOnce()).toBe(true);
    expect(runs).toBe(2);
  });

  it('generates with force although nothing changed', () => {
    generateOnce();
    expect(generateOnce(true)).toBe(true);
    expect(runs).toBe(2);
  });

  it('hashes a different contract folder when SPEC_ROOT points elsewhere', () => {
    write('other/openapi.yaml', 'openapi: 3.1.0\n');
    expect(inputsHash(root, join(root, 'other/openapi.yaml'))).not.toBe(inputsHash(root));
  });
});

describe('withLocalImports', () => {
  it('follows relative imports through modules, not packages', () => {
    expect(withLocalImports(join(root, 'orval.config.ts')).sort()).toEqual(
      ['orval.config.ts', 'scripts/lib/deeper.ts', 'scripts/lib/helper.ts'].map((f) =>
        join(root, f),
      ),
    );
  });
});
