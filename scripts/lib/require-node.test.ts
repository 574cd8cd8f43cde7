// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from './require-node.ts';

describe('nodeVersionProblem', () => {
  it('names the needed and the found version in one line, and the way out', () => {
    const problem = nodeVersionProblem('20.20.2', 24);
    expect(problem).toBe(
      'This project needs Node 24 (found v20.20.2): run it through npm scripts or npx (README, Node 24).',
    );
    expect(problem).not.toContain('\n');
  });

  it('turns away every version below the needed major, also with a leading v', () => {
    expect(nodeVersionProblem('v23.11.0', 24)).toContain('found v23.11.0');
    expect(nodeVersionProblem('22.18.0', 24)).toContain('found v22.18.0');
  });

  it('lets the needed major and later ones through', () => {
    expect(nodeVersionProblem('24.0.0', 24)).toBeUndefined();
    expect(nodeVersionProblem('24.21.0', 24)).toBeUndefined();
    expect(nodeVersionProblem('25.1.0', 24)).toBeUndefined();
  });

  it('needs the major that package.json pins and declares', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      engines: { node: string };
      devDependencies: { node: string };
    };
    expect(pkg.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(pkg.devDependencies.node.split('.')[0]).toBe(String(REQUIRED_NODE_MAJOR));
  });
});
