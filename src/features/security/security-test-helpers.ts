// Shared set-up of the account security pages' tests: the bodies a call receives with the
// reply it answers, for the generated MSW handlers.
import type { HttpHandler } from 'msw';
import { server } from '../../../mocks/node-server';

type Reply<R> = R | ((body: unknown) => R);
type HandlerFactory<R> = (override: (info: { request: Request }) => Promise<R>) => HttpHandler;

/** Serves `reply` from the generated handler and records the JSON bodies received. */
export function recordCalls<Body, R>(factory: HandlerFactory<R>, reply: Reply<R>): Body[] {
  const bodies: Body[] = [];
  server.use(
    factory(async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return typeof reply === 'function' ? (reply as (body: unknown) => R)(body) : reply;
    }),
  );
  return bodies;
}

export const OK_EMPTY = { code: 200, msg: 'success', data: null } as const;
export const SENT = { code: 200, msg: 'success', data: 0 } as const;
