import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, pageLoad, reloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('chunk load errors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
  });

  it('loads the page being opened, at most once per 60 s', () => {
    const load = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    const storage = memoryStorage();
    expect(reloadForChunkError('/en/goodsDetail?spuId=1', 1_000_000, storage)).toBe(true);
    expect(load).toHaveBeenLastCalledWith('/en/goodsDetail?spuId=1');
    expect(reloadForChunkError('/en/Tabs/Class', 1_000_000 + 59_999, storage)).toBe(false);
    expect(reloadForChunkError('/en/Tabs/Class', 1_000_000 + 60_000, storage)).toBe(true);
    expect(load).toHaveBeenLastCalledWith('/en/Tabs/Class');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
