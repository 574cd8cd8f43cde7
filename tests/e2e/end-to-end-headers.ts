// What the journeys' proxies (round-robin.ts, fault-proxy.ts) forward of a request or an answer.
import type { IncomingHttpHeaders } from 'node:http';

// Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection, never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/** The headers without the hop-by-hop ones. */
export function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}
