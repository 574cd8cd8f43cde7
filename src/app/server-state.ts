// What the production server sends with a page it rendered (src/server/render-page.tsx): the
// replies it received (TanStack Query's dehydrated cache), the text namespaces the page used
// and the routes it rendered. The browser reads it once at start-up and hydrates from it. It
// travels as a JSON data block, which no browser runs as script.
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  queries: DehydratedState;
  namespaces: string[];
  /**
   * The ids of the routes the page rendered, outermost first: the browser loads their lazy
   * modules before hydrating without matching the address against the whole route table
   * (app/router.tsx, createHydratingRouter).
   */
  routes: string[];
}

function isServerState(value: unknown): value is ServerState {
  if (typeof value !== 'object' || value === null) return false;
  const { queries, namespaces, routes } = value as {
    queries?: unknown;
    namespaces?: unknown;
    routes?: unknown;
  };
  const strings = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    typeof queries === 'object' &&
    queries !== null &&
    Array.isArray((queries as { queries?: unknown }).queries) &&
    strings(namespaces) &&
    strings(routes)
  );
}

/** The page's server state, or undefined when the page was not rendered on a server. */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isServerState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
