// Zod without its JIT, set before any schema parses (main.tsx imports this first). The JIT
// generates code with `new Function` on a schema's first parse: under the server's strict
// Content-Security-Policy (no 'unsafe-eval') even its probe is a violation report, and each
// schema here parses a handful of values, so the generated code would cost more main-thread
// time than it saves.
import { config } from 'zod/v4/core';

config({ jitless: true });
