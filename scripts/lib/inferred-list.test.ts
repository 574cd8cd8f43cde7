// openapi/INFERRED.md and the index of calls, rendered from a small hand-made spec.
import { describe, expect, it } from 'vitest';
import {
  collectInferred,
  collectProposals,
  collectPurposes,
  renderInferred,
} from './inferred-list.ts';
import { renderIndex } from './spec-index.ts';
import { specOperations, type OpenApiDocument } from './spec.ts';

const spec: OpenApiDocument = {
  paths: {
    '/api/auth/getOpen': {
      get: {
        operationId: 'getEmailFlag',
        tags: ['auth'],
        summary: 'Get the email flags',
        'x-contract': 'known',
        'x-purpose': 'inferred',
        'x-purpose-reason': 'Seed 000 section 7 names the\n  "is email flag" query without a path.',
        'x-proposal': {
          id: 'email-flag-fields',
          summary: 'Answers {emailConfirm, emailCode}; seed 000 section 4 says only the flag.',
          storefront: ['src/features/auth/email-registration-form.tsx'],
        },
      },
    },
    '/api/member/log-info': {
      get: {
        operationId: 'trackPageView',
        tags: ['tracking'],
        summary: 'Record a page view',
        description: 'A beacon. Seed 001 section 7.',
        'x-contract': 'inferred',
        'x-proposal': {
          id: 'page-view-query',
          summary: 'The query fields; seed 001 section 7.',
          storefront: [],
          storefrontNote: 'Not sent yet.',
        },
      },
      post: {
        operationId: 'logTrackingEvent',
        tags: ['tracking'],
        summary: 'Record a tracking event',
        'x-contract': 'known',
      },
    },
  },
  components: {
    schemas: {
      SpuId: {
        description: 'Inferred type: a JSON integer id, not a string. More text.',
        'x-contract': 'inferred',
        type: 'integer',
      },
    },
  },
};

describe('the inferred choices', () => {
  it('lists proposals with where they live and the storefront files, or why none', () => {
    expect(collectProposals(spec)).toEqual([
      {
        id: 'email-flag-fields',
        summary: 'Answers {emailConfirm, emailCode}; seed 000 section 4 says only the flag.',
        where: 'GET /api/auth/getOpen (`getEmailFlag`)',
        storefront: ['src/features/auth/email-registration-form.tsx'],
        storefrontNote: '',
      },
      {
        id: 'page-view-query',
        summary: 'The query fields; seed 001 section 7.',
        where: 'GET /api/member/log-info (`trackPageView`)',
        storefront: [],
        storefrontNote: 'Not sent yet.',
      },
    ]);
    const text = renderInferred(spec);
    expect(text).toContain('## Proposals for the backend team (2)');
    expect(text).toContain(
      '- Storefront files that depend on it: `src/features/auth/email-registration-form.tsx`.',
    );
    expect(text).toContain('- Storefront files that depend on it: none yet.\n- Not sent yet.');
  });

  it('lists each judged purpose with its reasoning on one line', () => {
    expect(collectPurposes(spec)).toEqual([
      '- GET /api/auth/getOpen (`getEmailFlag`): Seed 000 section 7 names the "is email flag" query without a path.',
    ]);
    expect(renderInferred(spec)).toContain(
      '## Known paths whose purpose was matched by judgement (1)',
    );
  });

  it('lists every x-contract: inferred node by its first sentence', () => {
    expect(collectInferred(spec)).toEqual([
      '- GET /api/member/log-info (`trackPageView`): A beacon.',
      '- `SpuId`: Inferred type: a JSON integer id, not a string.',
    ]);
    expect(renderInferred(spec)).toContain('## Every inferred choice (2)');
  });
});

describe('the index of calls', () => {
  it('counts known paths, those whose purpose is inferred, and inferred operations', () => {
    const index = renderIndex(specOperations(spec));
    expect(index.split('\n')[0]).toBe(
      '3 operations: 2 known (1 with the purpose the seeds state, 1 purpose inferred), 1 inferred.',
    );
    expect(index).toContain(
      '| auth | `getEmailFlag` | GET | `/api/auth/getOpen` | known (purpose inferred) | Get the email flags |',
    );
  });
});
