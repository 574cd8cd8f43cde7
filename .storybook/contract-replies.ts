// The replies a story asks for, always through the generated MSW handler of the operation
// (src/api/generated/<tag>/<tag>.msw.ts): a named example of the contract (the same names the
// dev API panel offers, src/dev/scenario-switcher/spec-catalogue.ts), a reply that never
// arrives (the loading state) or a failed network (the error state). No reply body is
// written here: the contract's examples are the only source.
import type { RequestHandler } from 'msw';
import { HttpResponse } from 'msw';
import { operations } from '../src/api/generated/operation-table';
import { exampleFromSpec, loadSpec } from '../src/dev/scenario-switcher/spec-catalogue';

export type OperationId = (typeof operations)[number]['operationId'];
type Resolver = (info: unknown) => unknown;
type HandlerFactory = (override?: Resolver) => RequestHandler;

const mockModules = import.meta.glob<Record<string, unknown>>('../src/api/generated/*/*.msw.ts', {
  eager: true,
});

function generatedHandler(operationId: OperationId): HandlerFactory {
  const name = `get${operationId[0]?.toUpperCase() ?? ''}${operationId.slice(1)}MockHandler`;
  for (const module of Object.values(mockModules)) {
    const factory = module[name];
    if (typeof factory === 'function') return factory as HandlerFactory;
  }
  throw new Error(`No generated MSW handler for ${operationId}`);
}

/** The operation answers with the contract's named example of its 200 reply. */
export function example(operationId: OperationId, name: string): RequestHandler {
  return generatedHandler(operationId)(async () => {
    const value = exampleFromSpec(await loadSpec(), operationId, name);
    // A story naming an example the contract does not have is a broken story.
    if (value === undefined) throw new Error(`The contract has no example ${operationId}/${name}`);
    return value;
  });
}

/** The operation never answers: the screen stays in its loading state. */
export function neverAnswers(operationId: OperationId): RequestHandler {
  return generatedHandler(operationId)(() => new Promise(() => undefined));
}

/** The request fails on the network (no reply): the error state with Retry. */
export function networkError(operationId: OperationId): RequestHandler {
  return generatedHandler(operationId)(() => {
    // MSW answers a thrown Response: this one is a network error.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw HttpResponse.error();
  });
}

/** The msg of a named example: the text a screen shows as sent. */
export async function exampleMsg(operationId: OperationId, name: string): Promise<string> {
  const value = exampleFromSpec(await loadSpec(), operationId, name) as
    { msg?: unknown } | undefined;
  if (typeof value?.msg !== 'string') throw new Error(`No msg in ${operationId}/${name}`);
  return value.msg;
}

/** The value of a named example: the data a play function fills a form from. */
export async function exampleValue(operationId: OperationId, name: string): Promise<unknown> {
  const value = exampleFromSpec(await loadSpec(), operationId, name);
  if (value === undefined) throw new Error(`The contract has no example ${operationId}/${name}`);
  return value;
}
