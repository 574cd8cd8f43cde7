// Classic Zod carries its JSON Schema converter (`toJSONSchema`, the per-type processors:
// about 7 KiB gzip) into every bundle that builds a classic schema, because each schema's
// constructor wires its processor in. The storefront never converts a schema to JSON
// Schema in the browser, so the build resolves the two modules, as imported by classic
// Zod, to stand-ins with the same exports that throw if ever called. Each stand-in is
// written from the real module's export list, so a Zod upgrade that adds an export keeps
// building; the schemas parse exactly as before (the converter takes no part in parsing).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CONVERTER = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
const CLASSIC = /[\\/]zod[\\/]v4[\\/]classic[\\/]/;
const STAND_IN = '\0zod-json-schema-stand-in:';

export const JSON_SCHEMA_UNAVAILABLE =
  'JSON Schema conversion is not part of the storefront bundle (scripts/vite/zod-without-json-schema.ts)';

/** The names a module exports (`export function|const|let|class name`, `export { a, b as c }`). */
export function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g,
  )) {
    if (match[1]) names.add(match[1]);
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/**
 * The stand-in: every export a function that throws, except the two factories classic Zod
 * calls while building a schema's `~standard` and `toJSONSchema` members, which return one.
 */
export function standInSource(names: readonly string[]): string {
  const lines = [
    `const unavailable = () => { throw new Error(${JSON.stringify(JSON_SCHEMA_UNAVAILABLE)}); };`,
  ];
  for (const name of names) {
    const factory =
      name === 'createStandardJSONSchemaMethod' || name === 'createToJSONSchemaMethod';
    lines.push(`export const ${name} = ${factory ? '() => unavailable' : 'unavailable'};`);
  }
  return lines.join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !importer ||
        !CLASSIC.test(importer) ||
        !/json-schema-processors|to-json-schema/.test(source)
      ) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CONVERTER.test(resolved.id) ? `${STAND_IN}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(STAND_IN)) return null;
      return standInSource(exportNames(readFileSync(id.slice(STAND_IN.length), 'utf8')));
    },
  };
}
