// Whether `npm run generate` has work to do. Bundling and Orval take 10-30 s, and every
// typecheck, lint and test script runs generation first; the output only changes when
// what it is made from changes. So a hash of those inputs is stored beside the output
// with a hash of each file written, and generation is skipped while the inputs hash the
// same and every written file is still there, unchanged.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The record of the last generation, inside the output folder (not part of the output). */
export const RECORD_NAME = '.inputs-hash';

/** The generator's own code: these modules and the local modules they import, followed. */
export const GENERATOR_MODULES = ['orval.config.ts', 'scripts/generate.ts'];

/**
 * The other files generation reads besides the contract's folder: redocly.yaml (read by
 * `redocly bundle`), tsconfig.json (Orval reads its compiler options) and the mutator
 * (orval.config.ts, `mutator`: Orval reads its parameters and types). package.json's
 * dependency lists count too (Orval reads them): see `inputsHash`.
 */
export const CONFIG_FILES = ['redocly.yaml', 'tsconfig.json', 'src/api/http-client.ts'];

/** The installed packages whose versions shape the output: Orval's and Redocly's. */
export function generatorPackages(root: string): string[] {
  const scoped = (scope: string) => {
    const dir = join(root, 'node_modules', scope);
    return existsSync(dir) ? readdirSync(dir).map((name) => `${scope}/${name}`) : [];
  };
  return ['orval', ...scoped('@orval'), ...scoped('@redocly')].sort();
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Every file under a folder, sorted. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    })
    .sort();
}

const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The module itself and every local module it imports, directly or not (relative specifiers). */
export function withLocalImports(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const specifier = match[1];
      if (specifier) visit(resolve(dirname(file), specifier));
    }
  };
  visit(entry);
  return [...seen];
}

function installedVersion(root: string, name: string): string {
  try {
    const file = join(root, 'node_modules', name, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    return String(pkg.version);
  } catch {
    return 'missing';
  }
}

/**
 * One hash of everything generation reads: every file of the contract's folder, the files
 * above (scripts followed through their imports), package.json's dependency lists, and the
 * installed versions of Orval and Redocly.
 */
export function inputsHash(root: string, specRoot = join(root, 'openapi/openapi.yaml')): string {
  const files = new Set([
    ...listFiles(dirname(specRoot)),
    ...GENERATOR_MODULES.flatMap((file) => withLocalImports(join(root, file))),
    ...CONFIG_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ]);
  const hash = createHash('sha256');
  hash.update(`spec root ${relative(root, specRoot)}\n`);
  for (const file of [...files].sort()) {
    hash.update(`${relative(root, file)} ${sha256(readFileSync(file))}\n`);
  }
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const lists = ['dependencies', 'devDependencies', 'peerDependencies', 'overrides'] as const;
  hash.update(JSON.stringify(lists.map((list) => pkg[list] ?? {})));
  for (const name of generatorPackages(root)) {
    hash.update(`\n${name}@${installedVersion(root, name)}`);
  }
  return hash.digest('hex');
}

/** What the record holds: the inputs' hash, then `<sha256>  <path from root>` per output file. */
function recordText(root: string, inputs: string, outputs: string[]): string {
  const lines = outputs.map((file) => `${sha256(readFileSync(file))}  ${relative(root, file)}`);
  return [`inputs ${inputs}`, ...lines, ''].join('\n');
}

export interface Generation {
  /** The project's root folder. */
  root: string;
  /** The output folder (the record is written inside it). */
  outDir: string;
  /** Other files generation writes (the bundled contract), checked like the output. */
  extraOutputs: string[];
  /** The inputs' hash (`inputsHash`). */
  inputs: string;
}

/** True when the record names these inputs and every file it lists is there, unchanged. */
export function isUpToDate({ root, outDir, inputs }: Generation): boolean {
  const record = join(outDir, RECORD_NAME);
  if (!existsSync(record)) return false;
  const [first, ...lines] = readFileSync(record, 'utf8').trimEnd().split('\n');
  if (first !== `inputs ${inputs}` || lines.length === 0) return false;
  return lines.every((line) => {
    const [hash, path] = line.split('  ');
    if (!hash || !path) return false;
    const file = join(root, path);
    return existsSync(file) && sha256(readFileSync(file)) === hash;
  });
}

/** Writes the record after a generation: the inputs' hash and each output file's hash. */
export function writeRecord({ root, outDir, extraOutputs, inputs }: Generation): void {
  const outputs = [...listFiles(outDir).filter((f) => !f.endsWith(RECORD_NAME)), ...extraOutputs];
  writeFileSync(join(outDir, RECORD_NAME), recordText(root, inputs, outputs));
}

/**
 * Runs `generate` unless the output is up to date with its inputs (or `force`); records
 * the inputs afterwards. Returns whether it generated.
 */
export function generateWhenChanged(
  generation: Generation,
  generate: () => void,
  force = false,
): boolean {
  if (!force && isUpToDate(generation)) return false;
  generate();
  writeRecord(generation);
  return true;
}
