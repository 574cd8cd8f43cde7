// Zod without its JIT, set before any schema parses: main.tsx imports this first (it costs
// every first screen Zod's core util, about 3.5 KiB gzip), and so do the modules that parse
// with Zod (the form kit, the reply check, the drafts, the redeem code ...), for tests and
// for a later step that leaves it out of main.tsx once every such module is covered (a
// screen parsing before its form kit loaded was seen on bindCellphone). The JIT
// generates code with `new Function` on a schema's first parse: under the server's strict
// Content-Security-Policy (no 'unsafe-eval') even its probe is a violation report, and each
// schema here parses a handful of values, so the generated code would cost more main-thread
// time than it saves.
import { config } from 'zod/v4/core';

config({ jitless: true });
