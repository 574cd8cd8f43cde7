import { describe, expect, it } from 'vitest';
import { loadScenarios, scenariosFromSpec } from './spec-catalogue';

describe('the scenarios Prism can serve', () => {
  it('lists the named examples of the 200 reply and the declared statuses', () => {
    const spec = {
      paths: {
        '/api/a': {
          post: {
            operationId: 'getA',
            responses: {
              '200': { $ref: '#/components/responses/A' },
              '404': { description: 'Gone' },
              '4XX': { description: 'Rejected' },
            },
          },
        },
      },
      components: {
        responses: {
          A: { content: { 'application/json': { examples: { success: {}, serverError500: {} } } } },
        },
      },
    };
    expect(scenariosFromSpec(spec).get('getA')).toEqual({
      operationId: 'getA',
      method: 'POST',
      path: '/api/a',
      examples: ['success', 'serverError500'],
      statuses: [400, 401, 403, 404, 422],
    });
  });

  it('reads the bundled contract: Home and login offer their error examples', async () => {
    const scenarios = await loadScenarios();
    expect(scenarios.get('getHomeInfo')?.examples).toEqual(['success', 'serverError500']);
    expect(scenarios.get('login')?.examples).toContain('wrongPassword10001');
    expect(scenarios.get('login')?.statuses).toContain(401);
    expect(scenarios.size).toBeGreaterThan(70);
  });
});
