// Every variable the server reads is documented where an operator looks: README "Deploy"
// and .env.example.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_VARIABLES } from './config';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const deploy = readme.slice(
  readme.indexOf('## Deploy'),
  readme.indexOf('\n## ', readme.indexOf('## Deploy') + 1),
);
const envExample = readFileSync(new URL('.env.example', root), 'utf8');

describe('the server variables', () => {
  it('are the ones README and .env.example document', () => {
    expect(SERVER_VARIABLES).toContain('API_ORIGIN');
    for (const name of SERVER_VARIABLES) {
      expect(deploy, name).toMatch(new RegExp('`' + name + '`'));
      expect(envExample, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
    }
  });
});
