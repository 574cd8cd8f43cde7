import { describe, expect, it, vi } from 'vitest';
import { createCrazyClickDetector } from './crazy-clicks';

describe('crazy clicks', () => {
  it('fires on the sixth tap when every tap follows the last within 300 ms, once per burst', () => {
    const onCrazy = vi.fn();
    const tap = createCrazyClickDetector(onCrazy);
    [0, 100, 200, 300, 400].forEach(tap);
    expect(onCrazy).not.toHaveBeenCalled();
    tap(700);
    expect(onCrazy).toHaveBeenCalledTimes(1);
    tap(800);
    expect(onCrazy).toHaveBeenCalledTimes(1);
  });

  it('does not fire when a gap is longer than 300 ms', () => {
    const onCrazy = vi.fn();
    const tap = createCrazyClickDetector(onCrazy);
    [0, 100, 200, 300, 601, 700, 800, 900].forEach(tap);
    expect(onCrazy).not.toHaveBeenCalled();
  });

  it('fires again after a calm pause and a new burst', () => {
    const onCrazy = vi.fn();
    const tap = createCrazyClickDetector(onCrazy);
    [0, 50, 100, 150, 200, 250].forEach(tap);
    [2000, 2050, 2100, 2150, 2200, 2250].forEach(tap);
    expect(onCrazy).toHaveBeenCalledTimes(2);
  });
});
