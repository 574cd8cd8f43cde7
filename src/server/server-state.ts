// The server state of a rendered page as a JSON data block (app/server-state.ts reads it).
// `<` is escaped, so no reply can close the block or open a tag (a product's name holding
// "</script>" stays text); U+2028 and U+2029 are valid in JSON.
import { SERVER_STATE_ID, type ServerState } from '../app/server-state';

export type { ServerState };

export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}
