// Bundles a multi-file OpenAPI root into one file with Redocly (the project's pinned CLI).
// The contract tools bundle into their own files, never over build/openapi.bundled.yaml:
// Prism watches that file and restarts when it changes, which would drop calls in flight.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;

export class BundleError extends Error {}

export function bundleInto(specRoot: string, outFile: string, cwd = root): void {
  mkdirSync(dirname(outFile), { recursive: true });
  try {
    execFileSync(
      join(root, 'node_modules/.bin/redocly'),
      ['bundle', specRoot, '--output', outFile],
      {
        cwd,
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      },
    );
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    throw new BundleError(
      `could not bundle ${specRoot}${typeof stderr === 'string' && stderr.trim() ? `:\n${stderr.trim()}` : ''}`,
    );
  }
}

/** The same, without blocking: several bundles can run side by side. */
export function bundleIntoAsync(specRoot: string, outFile: string, cwd = root): Promise<void> {
  mkdirSync(dirname(outFile), { recursive: true });
  return new Promise((resolve, reject) => {
    execFile(
      join(root, 'node_modules/.bin/redocly'),
      ['bundle', specRoot, '--output', outFile],
      { cwd, encoding: 'utf8' },
      (error, _stdout, stderr) => {
        if (!error) {
          resolve();
          return;
        }
        reject(
          new BundleError(
            `could not bundle ${specRoot}${stderr.trim() ? `:\n${stderr.trim()}` : ''}`,
          ),
        );
      },
    );
  });
}
