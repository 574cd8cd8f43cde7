import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { exportNames, JSON_SCHEMA_UNAVAILABLE, standInSource } from './zod-without-json-schema.ts';

const require = createRequire(import.meta.url);
const zodCore = (name: string) =>
  require.resolve(`zod/v4/core`).replace(/index\.(c?js)$/, `${name}.js`);

async function standIn(name: string): Promise<Record<string, unknown>> {
  const source = standInSource(exportNames(readFileSync(zodCore(name), 'utf8')));
  return (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`
  )) as Record<string, unknown>;
}

describe('the JSON Schema stand-ins of classic Zod', () => {
  it.each(['json-schema-processors', 'to-json-schema'])(
    'export every name the real %s module exports',
    async (name) => {
      const real = (await import(/* @vite-ignore */ zodCore(name))) as Record<string, unknown>;
      expect(Object.keys(await standIn(name)).sort()).toEqual(Object.keys(real).sort());
    },
  );

  it('throw a clear error when a conversion is asked for', async () => {
    const processors = await standIn('json-schema-processors');
    expect(processors.stringProcessor as () => void).toThrow(JSON_SCHEMA_UNAVAILABLE);
  });

  it("let classic Zod build a schema's members: the two factories return the throwing method", async () => {
    const converter = await standIn('to-json-schema');
    const method = (converter.createToJSONSchemaMethod as () => () => void)();
    expect(method).toThrow(JSON_SCHEMA_UNAVAILABLE);
    const standard = (converter.createStandardJSONSchemaMethod as () => () => void)();
    expect(standard).toThrow(JSON_SCHEMA_UNAVAILABLE);
  });

  it('reads export declarations and export lists', () => {
    expect(
      exportNames(
        'export function a() {}\nexport const b = 1;\nexport class C {}\nexport { d, e as f };',
      ),
    ).toEqual(['a', 'b', 'C', 'd', 'f']);
  });
});
