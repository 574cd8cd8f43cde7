import { describe, expect, it } from 'vitest';
import { readServerState } from '../app/server-state';
import { serverStateScript } from './server-state';

const STATE = {
  queries: {
    mutations: [],
    queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: 'a</script><b>\u2028' } }],
  },
  namespaces: ['common', 'home'],
  routes: ['root', 'screens', 'home', 'home.screen'],
} as never;

/** A document holding the block as the browser's parser gives it (a script's text is raw). */
function documentWith(html: string): Document {
  const text = /<script type="application\/json" id="server-state">(.*)<\/script>/s.exec(html)?.[1];
  return {
    getElementById: (id: string) =>
      id === 'server-state' && text !== undefined ? { textContent: text } : null,
  } as unknown as Document;
}

describe('the server state block', () => {
  it('cannot be closed or broken by what the replies hold', () => {
    const script = serverStateScript(STATE);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<b>');
  });

  it('is read back by the browser as it was sent', () => {
    expect(readServerState(documentWith(serverStateScript(STATE)))).toEqual(STATE);
  });

  it('is absent, or ignored when malformed', () => {
    const read = (body: string) => readServerState(documentWith(body));
    expect(read('')).toBeUndefined();
    expect(
      read('<script type="application/json" id="server-state">{oops</script>'),
    ).toBeUndefined();
    expect(
      read('<script type="application/json" id="server-state">{"queries":1}</script>'),
    ).toBeUndefined();
    expect(
      read(
        '<script type="application/json" id="server-state">{"queries":{"queries":[]},"namespaces":[],"routes":[1]}</script>',
      ),
    ).toBeUndefined();
  });
});
