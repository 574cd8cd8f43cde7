// The server's DOM for sanitising server-supplied HTML with DOMPurify (components/
// safe-html.tsx, through the request's scope): one jsdom window for the process, made when
// the server starts (main.ts; elsewhere, as tests, on the first page that needs it). Nothing
// is kept in it between pages: DOMPurify parses each fragment into a document of its own and
// the result is serialised at once (about 1.3 ms for an article, measured warm).
import { JSDOM } from 'jsdom';

let window: (Window & typeof globalThis) | undefined;

export function htmlWindow(): Window & typeof globalThis {
  window ??= new JSDOM('<!doctype html><html><body></body></html>').window;
  return window;
}
