// The contract itself: lint, coverage of the seeds' calls, the envelope shape every
// operation relies on, business codes with examples, and every example valid.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  collectProposals,
  INFERRED_FILE,
  renderInferred,
} from '../../scripts/lib/inferred-list.ts';
import { renderIndex, INDEX_END, INDEX_START } from '../../scripts/lib/spec-index.ts';
import { parametersOf } from '../../scripts/lib/conformance/requests.ts';
import { bundleSpec, SPEC_ROOT } from '../../scripts/lib/spec.ts';
import { KNOWN_CALLS } from './known-calls.ts';
import {
  businessCodes,
  loadContract,
  operationPointer,
  requestBodyExample,
  resolve,
  responseExamples,
} from './spec-tools.ts';

const root = new URL('../..', import.meta.url).pathname;

function between(text: string, start: string, end: string): string {
  return text.slice(text.indexOf(start) + start.length, text.indexOf(end)).trim();
}

// Bundle before anything reads the spec (describe blocks read it while collecting tests).
bundleSpec();

describe('the contract', () => {
  it('lints clean: zero errors and zero warnings', () => {
    const out = execFileSync(
      join(root, 'node_modules/.bin/redocly'),
      ['lint', SPEC_ROOT, '--format=json'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const report = JSON.parse(out) as { totals: { errors: number; warnings: number } };
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('has every one of the 67 known method + path pairs, marked known, and no other known ones', () => {
    const { operations } = loadContract();
    const present = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(KNOWN_CALLS).toHaveLength(67);
    expect(KNOWN_CALLS.filter((call) => !present.has(call))).toEqual([]);
    const markedKnown = operations
      .filter((op) => op.contract === 'known')
      .map((op) => `${op.method} ${op.path}`);
    expect(markedKnown.sort()).toEqual([...KNOWN_CALLS].sort());
  });

  it('marks every operation x-contract known or inferred', () => {
    const { operations } = loadContract();
    const unmarked = operations
      .filter((op) => !['known', 'inferred'].includes(String(op.operation['x-contract'])))
      .map((op) => op.operationId);
    expect(unmarked, 'operations without x-contract: known | inferred').toEqual([]);
  });

  it('quotes the seed on inferred operations', () => {
    const { operations } = loadContract();
    for (const op of operations.filter((o) => o.contract === 'inferred')) {
      expect(String(op.operation.description), op.operationId).toMatch(/[Ss]eed 00[01]/);
    }
  });

  it('gives every known path matched by judgement (x-purpose: inferred) its reasoning', () => {
    const { operations } = loadContract();
    for (const op of operations) {
      const purpose = op.operation['x-purpose'];
      const reason = op.operation['x-purpose-reason'];
      if (purpose === undefined) {
        expect(reason, `${op.operationId}: x-purpose-reason without x-purpose`).toBeUndefined();
        continue;
      }
      expect(purpose, op.operationId).toBe('inferred');
      expect(op.contract, `${op.operationId}: x-purpose only on known paths`).toBe('known');
      expect(String(reason), `${op.operationId}: x-purpose-reason`).toMatch(/[Ss]eed 00[01]/);
    }
  });

  it('has unique camelCase verb + noun operationIds', () => {
    const { operations } = loadContract();
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('declares static paths before templated ones that could shadow them', () => {
    const { operations } = loadContract();
    const order = operations.map((op) => op.path);
    expect(order.indexOf('/api/member/memberDetail/getById')).toBeLessThan(
      order.indexOf('/api/member/memberDetail/{id}'),
    );
    for (const [i, path] of order.entries()) {
      if (!path.includes('{')) continue;
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const shadowedLater = order.slice(i + 1).filter((p) => !p.includes('{') && pattern.test(p));
      expect(shadowedLater, path).toEqual([]);
    }
  });

  it('lists the index of calls in openapi/README.md exactly as the spec has them', () => {
    const { operations } = loadContract();
    const current = between(
      readFileSync(join(root, 'openapi/README.md'), 'utf8'),
      INDEX_START,
      INDEX_END,
    );
    expect(current, 'run `npm run spec:index`').toBe(renderIndex(operations));
  });

  it('lists the invented codes and fields as proposals, each with the storefront files using it', () => {
    const { spec } = loadContract();
    const proposals = collectProposals(spec);
    const ids = proposals.map((p) => p.id);
    expect(new Set(ids).size, 'unique ids').toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'purchase-limit-10010',
        'captcha-codes-6110-6111-9999',
        'member-detail-check-fields',
        'page-view-query',
      ]),
    );
    for (const p of proposals) {
      expect(p.id, 'kebab-case id').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.summary, `${p.id}: summary quoting the seed`).toMatch(/[Ss]eed 00[01]/);
      if (p.storefront.length === 0) expect(p.storefrontNote, `${p.id}: why none`).not.toBe('');
      for (const file of p.storefront) {
        expect(existsSync(join(root, file)), `${p.id}: ${file} exists`).toBe(true);
      }
    }
  });

  it('requires idList with type 2 in the mark-read request schema', () => {
    const { validatorAt } = loadContract();
    const validate = validatorAt('#/components/schemas/MarkMessagesReadRequest');
    expect(validate({ type: 2 })).toBe(false);
    expect(validate({ type: 2, idList: [] })).toBe(false);
    expect(validate({ type: 2, idList: [7003] })).toBe(true);
    expect(validate({ type: 0 })).toBe(true);
    expect(validate({ type: 3 })).toBe(true);
  });

  it('lists every inferred choice of the contract in openapi/INFERRED.md', () => {
    const { spec } = loadContract();
    const current = readFileSync(join(root, INFERRED_FILE), 'utf8');
    expect(current, 'run `npm run spec:index`').toBe(renderInferred(spec));
    expect(current).toMatch(/## Every inferred choice \(\d+\)/);
  });
});

describe('every operation', () => {
  const contract = loadContract();
  const { spec, operations, validatorAt } = contract;

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers with oneOf [success envelope, error envelope] and a 4XX problem response',
    (_id, op) => {
      const responses = op.operation.responses as Record<string, unknown>;
      const ok = resolve(spec, responses['200']) as {
        content: Record<string, { schema: unknown }>;
      };
      const resolved = resolve(spec, ok.content['application/json']?.schema) as {
        oneOf?: Array<Record<string, unknown>>;
      };
      expect(resolved.oneOf, 'oneOf').toHaveLength(2);
      const [success, error] = resolved.oneOf ?? [];
      expect(JSON.stringify(success)).toMatch(/SuccessEnvelope/);
      expect(JSON.stringify(error)).toMatch(/ErrorEnvelope/);
      expect((op.operation.responses as Record<string, unknown>)['4XX'], '4XX').toBeDefined();
    },
  );

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s documents its business codes, each with a named example carrying that code',
    (_id, op) => {
      const examples = responseExamples(spec, op);
      // The captcha calls speak {repCode}; every other call {code}.
      const captcha = examples.some((ex) => 'repCode' in (ex.value as Record<string, unknown>));
      const codeOf = (value: Record<string, unknown>) =>
        String(captcha ? value.repCode : value.code);
      const codes = businessCodes(op);
      expect(codes).toContain(captcha ? '0000' : '200');
      if (!captcha) expect(codes).toContain('500');
      if (op.needsToken) expect(codes).toContain('401');
      for (const code of codes) {
        const carrying = examples.filter(
          (ex) => codeOf(ex.value as Record<string, unknown>) === code,
        );
        expect(
          carrying.map((ex) => ex.name),
          `examples for code ${code}`,
        ).not.toEqual([]);
      }
      for (const ex of examples) {
        const code = codeOf(ex.value as Record<string, unknown>);
        expect(codes, `${ex.name} returns a code not in x-business-codes`).toContain(code);
      }
    },
  );

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s has response, request and parameter examples that validate against their schemas',
    (_id, op) => {
      for (const ex of responseExamples(spec, op)) {
        const validate = validatorAt(ex.pointer);
        expect(validate(ex.value), `${ex.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
      if (op.operation.requestBody) {
        const body = requestBodyExample(contract, op);
        expect(body, 'request body example').toBeDefined();
        const validate = validatorAt(
          `${operationPointer(op)}/requestBody/content/application~1json/schema`,
        );
        expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
      }
      for (const p of parametersOf(contract, op)) {
        if (p.required) expect(p.example, `example of required parameter ${p.name}`).toBeDefined();
      }
    },
  );
});
