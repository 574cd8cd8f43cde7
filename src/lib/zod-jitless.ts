// Zod without its JIT, set before any schema parses: every module that parses with Zod
// imports this first (the form kit, the reply check, the drafts, the redeem code ...), not
// main.tsx, whose static imports are every first screen's (Zod's core would add 3.5 KiB
// gzip to it; vite.config.ts keeps this module out of the boot chunks). The JIT
// generates code with `new Function` on a schema's first parse: under the server's strict
// Content-Security-Policy (no 'unsafe-eval') even its probe is a violation report, and each
// schema here parses a handful of values, so the generated code would cost more main-thread
// time than it saves.
import { config } from 'zod/v4/core';

config({ jitless: true });
