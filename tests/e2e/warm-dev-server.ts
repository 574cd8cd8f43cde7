// Playwright's global set-up: the journeys' dev server transforms every module of the app once
// before the first journey. Vite transforms a module on its first request, so the first journey
// to open a screen used to wait for that screen's whole module tree (and on a busy 2-core CI
// machine, past an assertion's 5 s: the Promotions and PersonalData journeys failed that way,
// each passing alone). Walking the module graph over HTTP from the entry, lazy screens included,
// also lets Vite discover and pre-bundle every dependency now, not by reloading a journey's
// page halfway. This waits on the walk finishing (an event), not on a time.
import { APP_PORT } from './servers.ts';

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

// The specifiers of the static and dynamic imports of a module as Vite serves it: Vite writes
// them as absolute paths ("/src/…", "/node_modules/.vite/deps/…", "/@vite/…").
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function importedPaths(code: string, from: string): string[] {
  const paths: string[] = [];
  for (const match of code.matchAll(IMPORT)) {
    const url = new URL(match[1]!, new URL(from, ORIGIN));
    if (url.origin === ORIGIN) paths.push(url.pathname + url.search);
  }
  return paths;
}

let outdated = 0;

async function walk(entries: readonly string[]): Promise<number> {
  const seen = new Set<string>(entries);
  let frontier = [...entries];
  while (frontier.length > 0) {
    const next: string[] = [];
    await Promise.all(
      frontier.map(async (path) => {
        const response = await fetch(ORIGIN + path);
        // 504: a dependency bundle outdated by a newly found dependency (Vite re-bundles them,
        // and the modules importing it are served again with the new address).
        if (!response.ok) {
          outdated += 1;
          return;
        }
        const type = response.headers.get('content-type') ?? '';
        if (!type.includes('javascript')) return;
        // A pre-bundled dependency is served as built; its text (comments, strings: "import
        // MyComponent from ...") is not followed, or Vite warns of each such name as a
        // missing dependency file.
        if (path.startsWith('/node_modules/.vite/deps/')) return;
        for (const found of importedPaths(await response.text(), path)) {
          if (!seen.has(found)) {
            seen.add(found);
            next.push(found);
          }
        }
      }),
    );
    frontier = next;
  }
  return seen.size;
}

export default async function warmDevServer(): Promise<void> {
  const started = performance.now();
  const page = await (await fetch(ORIGIN + '/')).text();
  const scripts = [...page.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  const entries = scripts.filter((src) => src.startsWith('/'));
  let modules = await walk(entries);
  // Once more when a dependency was re-bundled underway, over the graph's new addresses.
  for (let round = 0; outdated > 0 && round < 3; round += 1) {
    outdated = 0;
    modules = await walk(entries);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Dev server warmed: ${modules} modules transformed in ${seconds} s.`);
}
