// Stops a tool started on the wrong Node with one line that says why. The toolchain needs
// Node 24 (README, "Node 24"); the machine's own Node is older, and a tool started on it
// by hand (`node_modules/.bin/vitest`, `node scripts/validate.ts` on Node 22) otherwise
// fails deep inside a dependency with a message that does not name the cause.
// Imported first by scripts/validate.ts, scripts/generate.ts, vitest.config.ts and
// playwright.config.ts. (Node 20 cannot load a .ts file at all, so `node scripts/x.ts` on
// it stops before this runs, with Node's own ERR_UNKNOWN_FILE_EXTENSION.)

/** The Node major version the project runs on: `engines.node` and the pinned `node` package. */
export const REQUIRED_NODE_MAJOR = 24;

/** The one-line message for a Node version that is too old, or undefined when it will do. */
export function nodeVersionProblem(
  version: string,
  required = REQUIRED_NODE_MAJOR,
): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (major >= required) return undefined;
  return `This project needs Node ${required} (found v${version.replace(/^v/, '')}): run it through npm scripts or npx (README, Node ${required}).`;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
