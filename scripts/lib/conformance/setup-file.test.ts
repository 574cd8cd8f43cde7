import { describe, expect, it } from 'vitest';
import { parseSetup } from './setup-file.ts';

describe('parseSetup', () => {
  it('reads the token and the named values', () => {
    expect(parseSetup('{"token":"t","values":{"orderId":"TL1","spuId":3}}', 's.json')).toEqual({
      token: 't',
      values: { orderId: 'TL1', spuId: 3 },
    });
    expect(parseSetup('{}', 's.json')).toEqual({ values: {} });
  });

  it('explains a file it cannot use', () => {
    expect(() => parseSetup('{', 's.json')).toThrow(/^s\.json is not JSON/);
    expect(() => parseSetup('[]', 's.json')).toThrow('s.json must hold a JSON object');
    expect(() => parseSetup('{"ids":{}}', 's.json')).toThrow('unknown key ids');
    expect(() => parseSetup('{"values":[1]}', 's.json')).toThrow('"values" must be an object');
    expect(() => parseSetup('{"token":1}', 's.json')).toThrow('"token" must be a string');
  });
});
