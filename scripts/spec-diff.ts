// `npm run spec:diff -- [<git ref>]` (default HEAD): compares the contract in the working
// tree with the contract at a git ref and lists breaking changes apart from compatible
// ones. It informs; it fails (exit 1) only when a breaking change has no note in
// openapi/CHANGELOG.md added since that ref. `npm test` runs it against HEAD~1. With no
// such commit, or no openapi/ in it, it says so and passes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleIntoAsync } from './lib/conformance/bundle.ts';
import {
  addedLines,
  describeChange,
  diffSpecs,
  isNoted,
  unreleased,
  type SpecChange,
} from './lib/spec-diff.ts';
import { extractFolder, fileAt, isGitRepository, resolveCommit } from './lib/spec-diff-git.ts';
import { readSpec } from './lib/spec.ts';

const projectRoot = new URL('..', import.meta.url).pathname;
const CHANGELOG = 'openapi/CHANGELOG.md';
const SPEC = 'openapi/openapi.yaml';

function usage(message: string): never {
  console.error(`spec:diff: ${message}\nUsage: npm run spec:diff -- [<git ref>] (default HEAD)`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    // --root: the repository to compare (tests use a scratch repository).
    options: { root: { type: 'string' } },
  });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
if (parsed.positionals.length > 1) usage('give one git ref');
const ref = parsed.positionals[0] ?? 'HEAD';
const root = resolve(parsed.values.root ?? projectRoot);

function pass(message: string): never {
  console.log(`spec:diff: ${message}`);
  process.exit(0);
}

if (!isGitRepository(root)) pass(`${root} is not a git repository; nothing to compare.`);
const commit = resolveCommit(ref, root);
if (!commit)
  pass(
    `${ref} does not name a commit here (no previous commit, or a shallow clone); nothing to compare.`,
  );
const short = commit.slice(0, 7);
if (fileAt(commit, SPEC, root) === undefined)
  pass(`${ref} (${short}) has no ${SPEC}; nothing to compare.`);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const scratch = mkdtempSync(join(tmpdir(), 'spec-diff-'));
let changes: SpecChange[] | undefined;
let failure: string | undefined;
try {
  extractFolder(commit, 'openapi', scratch, root);
  const beforeFile = join(scratch, 'before.yaml');
  const afterFile = join(scratch, 'after.yaml');
  // Both bundles at once: each is a Redocly process of about a second.
  const [before, after] = await Promise.allSettled([
    bundleIntoAsync(join(scratch, SPEC), beforeFile, scratch),
    bundleIntoAsync(join(root, SPEC), afterFile, root),
  ]);
  if (before.status === 'rejected')
    failure = `the contract at ${ref} (${short}) does not bundle: ${message(before.reason)}`;
  else if (after.status === 'rejected')
    failure = `the working tree's contract does not bundle: ${message(after.reason)}`;
  else changes = diffSpecs(readSpec(beforeFile), readSpec(afterFile));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (!changes) {
  console.error(`spec:diff: ${failure ?? 'could not compare the contracts'}`);
  process.exit(2);
}

if (changes.length === 0) pass(`no contract changes since ${ref} (${short}).`);

let changelogNow: string | undefined;
try {
  changelogNow = readFileSync(join(root, CHANGELOG), 'utf8');
} catch {
  changelogNow = undefined;
}
const added = addedLines(unreleased(fileAt(commit, CHANGELOG, root)), unreleased(changelogNow));
const breaking = changes.filter((c) => c.breaking);
const compatible = changes.filter((c) => !c.breaking);
const unnoted = breaking.filter((c) => !isNoted(c, added));

console.log(`Contract changes since ${ref} (${short}):`);
console.log(`\nBreaking (${breaking.length}):`);
for (const c of breaking)
  console.log(
    `  ${isNoted(c, added) ? 'noted   ' : 'NO NOTE '} ${describeChange(c)}${c.schema ? ` [${c.schema}]` : ''}`,
  );
if (breaking.length === 0) console.log('  none');
console.log(`\nCompatible (${compatible.length}):`);
for (const c of compatible) console.log(`  ${describeChange(c)}`);
if (compatible.length === 0) console.log('  none');

if (unnoted.length > 0) {
  console.error(
    `\nspec:diff: ${unnoted.length} breaking change${unnoted.length === 1 ? ' has' : 's have'} no note in ${CHANGELOG}.` +
      `\nAdd a line under "## Unreleased" naming the operationId (or the schema in brackets above), e.g.` +
      `\n  - Breaking: \`${unnoted[0]?.operationId ?? 'operationId'}\`: ${unnoted[0] ? describeChange(unnoted[0]).replace(/^\S+ \([^)]*\)\s*/, '') : ''}`,
  );
  process.exit(1);
}
console.log(
  `\nspec:diff: ${breaking.length === 0 ? 'no breaking changes' : 'every breaking change has a note in ' + CHANGELOG}.`,
);
