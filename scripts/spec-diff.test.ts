// `npm run spec:diff` on a scratch git repository (never this one): no previous commit, a
// commit without openapi/, a breaking change without a note (fails) and with one (passes).
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// import.meta.dirname: jsdom's URL does not resolve file: URLs like Node's does.
const root = join(import.meta.dirname, '..');
const repo = mkdtempSync(join(tmpdir(), 'spec-diff-repo-'));
const TIMEOUT = 30_000;

function contract(withName: boolean): string {
  return `openapi: 3.1.0
info: {title: Scratch, version: 1.0.0}
paths:
  /api/goods:
    post:
      operationId: getGoods
      responses:
        '200':
          description: The goods.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Goods'
components:
  schemas:
    Goods:
      type: object
      required: [id${withName ? ', name' : ''}]
      properties:
        id: {type: integer}
${withName ? '        name: {type: string}\n' : ''}`;
}

function git(...args: string[]) {
  execFileSync(
    'git',
    [
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.invalid',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    { cwd: repo, stdio: 'ignore' },
  );
}

function write(path: string, text: string) {
  mkdirSync(join(repo, path, '..'), { recursive: true });
  writeFileSync(join(repo, path), text);
}

function specDiff(ref: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      join(root, 'node_modules/.bin/node'),
      ['scripts/spec-diff.ts', ref, '--root', repo],
      { cwd: root },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

// One repository whose history grows test by test, so the cases run in order.
describe('npm run spec:diff', () => {
  it('passes and says so when there is no previous commit', { timeout: TIMEOUT }, async () => {
    git('init', '-q');
    const run = await specDiff('HEAD~1');
    expect(run.code).toBe(0);
    expect(run.output).toContain('HEAD~1 does not name a commit here');
  });

  it(
    'passes and says so when the previous commit has no openapi/',
    { timeout: TIMEOUT },
    async () => {
      write('README.md', '# scratch\n');
      git('add', '.');
      git('commit', '-q', '-m', 'readme');
      write('openapi/openapi.yaml', contract(true));
      git('add', '.');
      git('commit', '-q', '-m', 'contract');
      const run = await specDiff('HEAD~1');
      expect(run.code).toBe(0);
      expect(run.output).toMatch(/HEAD~1 \([0-9a-f]{7}\) has no openapi\/openapi.yaml/);
    },
  );

  it(
    'fails on a breaking change without a CHANGELOG note, listing it',
    { timeout: TIMEOUT },
    async () => {
      write('openapi/openapi.yaml', contract(false));
      const run = await specDiff('HEAD');
      expect(run.code).toBe(1);
      expect(run.output).toContain('Breaking (1):');
      expect(run.output).toContain(
        'NO NOTE  getGoods (POST /api/goods) response 200: name removed [Goods]',
      );
      expect(run.output).toContain('1 breaking change has no note in openapi/CHANGELOG.md');
    },
  );

  it('passes once the CHANGELOG names the operation', { timeout: TIMEOUT }, async () => {
    write(
      'openapi/CHANGELOG.md',
      '# Changelog\n\n## Unreleased\n\n- Breaking: `getGoods` no longer returns name.\n',
    );
    const run = await specDiff('HEAD');
    expect(run.code).toBe(0);
    expect(run.output).toContain('noted    getGoods (POST /api/goods) response 200: name removed');
    expect(run.output).toContain('every breaking change has a note');
  });

  it('reports no change when the contract is the same', { timeout: TIMEOUT }, async () => {
    write('openapi/openapi.yaml', contract(true));
    const run = await specDiff('HEAD');
    expect(run.code).toBe(0);
    expect(run.output).toContain('no contract changes since HEAD');
  });
});
