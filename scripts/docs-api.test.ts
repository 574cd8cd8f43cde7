// `npm run docs:api`: the contract's marks and business codes written where Redoc shows
// them (on a small contract), the offline check, and one real build of a small contract's
// page into a temporary folder. `npm test` builds the whole contract's page once.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  externalLoads,
  markContract,
  offlineProblems,
  PAGE_CSP,
  type JsonObject,
} from './lib/api-reference.ts';

// import.meta.dirname: jsdom's URL does not resolve file: URLs like Node's does.
const root = join(import.meta.dirname, '..');

const envelope = (code: number | string, msg: string) => ({ code, msg, data: null });

function contract(): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'Scratch API', version: '1.0.0', description: 'A scratch contract.' },
    paths: {
      '/api/login': {
        post: {
          operationId: 'login',
          summary: 'Log in',
          description: 'The login screen.',
          'x-contract': 'known',
          'x-inferred': ['10002 is listed; the seed names it elsewhere.'],
          'x-business-codes': {
            '10001': 'Wrong account or password; msg under the password.',
            '200': 'Signed in',
            '500': 'Error toast.',
          },
          parameters: [
            {
              name: 'clientType',
              in: 'header',
              description: 'The terminal.',
              'x-contract': 'inferred',
              schema: { type: 'string', enum: ['H5', 'app'] },
            },
          ],
          responses: {
            '200': {
              description: 'The envelope.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/LoginReply' },
                  examples: {
                    success: { summary: 'Signed in', value: envelope(200, 'success') },
                    wrongPassword10001: { $ref: '#/components/examples/WrongPassword' },
                    serverError500: {
                      summary: '500 Failure',
                      'x-contract': 'inferred',
                      value: envelope(500, 'Server busy'),
                    },
                  },
                },
              },
            },
            '4XX': { description: 'Rejected.' },
          },
        },
      },
      '/api/captcha/get': {
        post: {
          operationId: 'getCaptcha',
          summary: 'Get a captcha',
          'x-contract': 'known',
          'x-purpose': 'inferred',
          'x-purpose-reason': 'The seed says "captcha service"; the path reads captcha/get.',
          'x-business-codes': { '6201': 'Too many requests.', '0000': 'Success.' },
          responses: {
            '200': {
              description: 'The captcha envelope.',
              content: {
                'application/json': {
                  examples: {
                    tooMany6201: { summary: '6201 Too many', value: { repCode: '6201' } },
                    blockPuzzle: { summary: 'A slide puzzle', value: { repCode: '0000' } },
                  },
                },
              },
            },
          },
        },
      },
      '/api/checkout': {
        post: {
          operationId: 'precheck',
          summary: 'Precheck',
          'x-contract': 'inferred',
          'x-proposal': {
            id: 'purchase-limit-10010',
            summary: 'A purchase limit answers 10010.',
            storefront: ['src/features/checkout/use-purchase-limit.tsx'],
          },
          responses: { '200': { description: 'The envelope.' } },
        },
      },
    },
    components: {
      schemas: {
        LoginReply: {
          type: 'object',
          properties: {
            code: { type: 'integer' },
            memberId: { $ref: '#/components/schemas/MemberId', 'x-contract': 'inferred' },
            status: { $ref: '#/components/schemas/ResultStatus' },
          },
        },
        MemberId: { type: 'integer', description: 'A member id.' },
        ResultStatus: {
          type: 'integer',
          enum: [0, 1, 2],
          'x-enum-descriptions': ['failed', 'paid', 'pending'],
          'x-proposal': {
            id: 'order-result-pending',
            summary: 'Status 2 while the provider has not confirmed.',
            storefront: ['src/features/payment/payment-result.tsx'],
            storefrontNote: 'Shown as "being confirmed".',
          },
        },
      },
      examples: {
        WrongPassword: {
          summary: '10001 Wrong account or password',
          value: envelope(10001, 'Incorrect account or password'),
        },
      },
    },
  };
}

type Operation = JsonObject & { description: string; 'x-badges'?: Array<{ name: string }> };

function operation(spec: JsonObject, path: string): Operation {
  const paths = spec.paths as Record<string, { post: Operation }>;
  const item = paths[path];
  if (!item) throw new Error(`no ${path}`);
  return item.post;
}

function schemas(spec: JsonObject): Record<string, JsonObject> {
  return (spec.components as { schemas: Record<string, JsonObject> }).schemas;
}

const badges = (node: JsonObject) =>
  ((node['x-badges'] ?? []) as Array<{ name: string }>).map((b) => b.name);

describe('markContract', () => {
  const input = contract();
  const marked = markContract(input);

  it('starts an operation with its contract line and its inferred choices', () => {
    const login = operation(marked, '/api/login');
    expect(login.description).toMatch(
      /^\*\*Contract: known\*\* \(x-contract: known\): the seeds write this method and path\./,
    );
    expect(login.description).toContain(
      '**Inferred in this call** (x-inferred):\n\n- 10002 is listed; the seed names it elsewhere.',
    );
    expect(login.description).toContain('The login screen.');
    expect(badges(login)).toEqual([]);
  });

  it('ends an operation with each business code, in order, and the examples that carry it', () => {
    const login = operation(marked, '/api/login');
    const codes = login.description.slice(login.description.indexOf('**Business codes**'));
    expect(codes.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- **200**: Signed in. Named examples: `success` ("Signed in").',
      '- **500**: Error toast. Named examples: `serverError500` ("500 Failure").',
      '- **10001**: Wrong account or password; msg under the password. Named examples:' +
        ' `wrongPassword10001` ("10001 Wrong account or password").',
    ]);
  });

  it("reads the captcha's repCode, its success '0000' first", () => {
    const captcha = operation(marked, '/api/captcha/get');
    expect(captcha.description).toContain(
      '- **0000**: Success. Named examples: `blockPuzzle` ("A slide puzzle").\n' +
        '- **6201**: Too many requests. Named examples: `tooMany6201` ("6201 Too many").',
    );
  });

  it('marks an inferred purpose with its reason and a badge', () => {
    const captcha = operation(marked, '/api/captcha/get');
    expect(captcha.description).toMatch(
      /^\*\*Contract: known, purpose inferred\*\* .* The seed says "captcha service"; the path reads captcha\/get\./,
    );
    expect(badges(captcha)).toEqual(['purpose inferred']);
  });

  it('marks an inferred operation and its proposal, with the files that depend on it', () => {
    const precheck = operation(marked, '/api/checkout');
    expect(precheck.description).toMatch(/^\*\*Contract: inferred\*\* \(x-contract: inferred\)/);
    expect(precheck.description).toContain(
      '**Proposal `purchase-limit-10010`** (x-proposal: invented here where the seeds say' +
        ' "not shown", for the backend team to agree or replace): A purchase limit answers 10010.' +
        '\n\nStorefront files that depend on it: `src/features/checkout/use-purchase-limit.tsx`.',
    );
    expect(badges(precheck)).toEqual(['inferred', 'proposal']);
  });

  it('marks inferred fields and parameters with a badge and a sentence', () => {
    const memberId = (schemas(marked).LoginReply?.properties as Record<string, JsonObject>)
      .memberId as JsonObject;
    expect(badges(memberId)).toEqual(['inferred']);
    expect(memberId.description).toMatch(/^\*\*Inferred\*\* \(x-contract: inferred\)/);
    expect(memberId.$ref).toBe('#/components/schemas/MemberId');
    const clientType = operation(marked, '/api/login').parameters as JsonObject[];
    expect(badges(clientType[0] as JsonObject)).toEqual(['inferred']);
    expect((clientType[0] as JsonObject).description).toMatch(
      /^\*\*Inferred\*\* .*\n\nThe terminal\.$/,
    );
  });

  it('marks a proposed schema, and gives Redoc its enum descriptions', () => {
    const status = schemas(marked).ResultStatus as JsonObject;
    expect(badges(status)).toEqual(['proposal']);
    expect(status.description).toContain('**Proposal `order-result-pending`**');
    expect(status.description).toContain(
      'Storefront files that depend on it: `src/features/payment/payment-result.tsx`.\n\n' +
        'Shown as "being confirmed".',
    );
    expect(status['x-enumDescriptions']).toEqual({ '0': 'failed', '1': 'paid', '2': 'pending' });
  });

  it('marks an inferred example, and leaves example values and the input alone', () => {
    const login = operation(marked, '/api/login');
    const examples = (
      (login.responses as Record<string, JsonObject>)['200']?.content as Record<
        string,
        { examples: Record<string, JsonObject> }
      >
    )['application/json']?.examples;
    expect(examples?.serverError500?.description).toMatch(/^\*\*Inferred\*\*/);
    expect(examples?.serverError500?.value).toEqual(envelope(500, 'Server busy'));
    expect(input).toEqual(contract());
  });

  it("explains the marks in the page's introduction", () => {
    const info = marked.info as JsonObject;
    expect(info.description).toMatch(
      /^A scratch contract\.\n\n## How this page shows the contract's marks/,
    );
  });
});

describe('offlineProblems', () => {
  const csp = `<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}" />`;
  const options = '<script>const o = {"disableTelemetry":true};</script>';

  it('finds remote scripts, styles, fonts, images and module imports', () => {
    const page = [
      '<script src="https://cdn.example.com/redoc.js"></script>',
      '<link rel="modulepreload" href="https://cdn.redocly.com/redoc.standalone.js" />',
      '<link href="//fonts.googleapis.com/css?family=Roboto" rel="stylesheet">',
      '<style>@font-face { src: url("https://fonts.gstatic.com/r.woff2") }</style>',
      '<img src="https://cdn.redoc.ly/logo.svg">',
      '<script type="module">import { hydrate } from "https://cdn.redocly.com/r.js";</script>',
    ].join('\n');
    expect(externalLoads(page)).toEqual([
      'import https://cdn.redocly.com/r.js',
      '<script> https://cdn.example.com/redoc.js',
      '<link> https://cdn.redocly.com/redoc.standalone.js',
      '<link> //fonts.googleapis.com/css?family=Roboto',
      '<img> https://cdn.redoc.ly/logo.svg',
      'css https://fonts.gstatic.com/r.woff2',
    ]);
  });

  it('passes links to pages, data URLs and URLs that are only text in a script', () => {
    const page = [
      csp,
      '<a href="https://redocly.com/redoc/">API docs by</a>',
      '<style>.i { background: url("data:image/svg+xml,%3Csvg%3E") }</style>',
      '<script>const logo = `https://cdn.redoc.ly/redoc/logo-mini.svg`;</script>',
      options,
    ].join('\n');
    expect(offlineProblems(page)).toEqual([]);
  });

  it('requires the offline CSP and telemetry off', () => {
    expect(offlineProblems('<script>const o = {"disableTelemetry":false};</script>')).toEqual([
      'has no offline CSP',
      'has telemetry on',
    ]);
  });
});

describe('npm run docs:api', () => {
  const folder = mkdtempSync(join(tmpdir(), 'docs-api-test-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  function build(spec: string, out: string): Promise<{ code: number; output: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['scripts/docs-api.ts', '--spec', spec, '--out', out],
        { cwd: root },
        (error, stdout, stderr) => {
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr });
        },
      );
    });
  }

  it('builds one page that works offline and shows the marks and codes', async () => {
    const spec = join(folder, 'openapi.json');
    const out = join(folder, 'page', 'api-reference.html');
    writeFileSync(spec, JSON.stringify(contract()));
    const run = await build(spec, out);
    expect(run.output).toMatch(/Wrote .*api-reference\.html: 3 operations/);
    expect(run.code).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(offlineProblems(html)).toEqual([]);
    expect(html).toContain('<script type="module">');
    for (const shown of [
      'Contract: known, purpose inferred',
      'Contract: inferred',
      'Proposal `purchase-limit-10010`',
      '- **10001**: Wrong account or password',
      '`wrongPassword10001` (\\"10001 Wrong account or password\\")',
      '"x-badges":[{"name":"purpose inferred"',
    ])
      // Not toContain: a failure would print the whole 600 KB page.
      expect(html.includes(shown), `the page shows ${shown}`).toBe(true);
  });
});
