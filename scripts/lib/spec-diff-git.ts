// Read-only git access for the breaking-change check: resolve a ref, and read openapi/ and
// its CHANGELOG as they were at that commit. Nothing here changes the repository.
import { execFileSync } from 'node:child_process';

function git(args: string[], cwd: string): Buffer {
  return execFileSync('git', args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
}

export function isGitRepository(cwd: string): boolean {
  try {
    return git(['rev-parse', '--is-inside-work-tree'], cwd).toString().trim() === 'true';
  } catch {
    return false;
  }
}

/** The commit a ref names, or undefined (no such ref, no previous commit, shallow clone). */
export function resolveCommit(ref: string, cwd: string): string | undefined {
  try {
    return (
      git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)
        .toString()
        .trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** A file's text at a commit, or undefined when it does not exist there. */
export function fileAt(commit: string, path: string, cwd: string): string | undefined {
  try {
    return git(['show', `${commit}:${path}`], cwd).toString();
  } catch {
    return undefined;
  }
}

/** Writes the commit's `folder` (e.g. openapi) under dir, as it was at that commit. */
export function extractFolder(commit: string, folder: string, dir: string, cwd: string): void {
  const tar = git(['archive', '--format=tar', commit, folder], cwd);
  execFileSync('tar', ['-x', '-C', dir], { input: tar, stdio: ['pipe', 'ignore', 'pipe'] });
}
