// The in-memory hand-off of a created payment intent to the next page: one entry, for one
// order and payment id, taken once; a 401 or sign-out (clearSession) drops it.
import { describe, expect, it } from 'vitest';
import { forgetHandedIntent, handOffIntent, takeHandedIntent } from './payment-handoff';
import { clearSession } from './session';

const INTENT = { id: 'int_1', clientSecret: 'int_1_secret', currency: 'USD' };

describe('payment intent hand-off', () => {
  it('gives the intent once, for its order and payment id only', () => {
    handOffIntent('TL1', 23, INTENT);
    expect(takeHandedIntent('TL2', 23)).toBeUndefined();
    expect(takeHandedIntent('TL1', 24)).toBeUndefined();
    expect(takeHandedIntent('TL1', 23)).toEqual(INTENT);
    expect(takeHandedIntent('TL1', 23)).toBeUndefined();
  });

  it('keeps the most recent hand-off only', () => {
    handOffIntent('TL1', 23, INTENT);
    handOffIntent('TL2', 25, { ...INTENT, id: 'int_2' });
    expect(takeHandedIntent('TL1', 23)).toBeUndefined();
    expect(takeHandedIntent('TL2', 25)).toEqual({ ...INTENT, id: 'int_2' });
  });

  it('is dropped with the session', () => {
    handOffIntent('TL1', 23, INTENT);
    clearSession();
    expect(takeHandedIntent('TL1', 23)).toBeUndefined();
    handOffIntent('TL1', 23, INTENT);
    forgetHandedIntent();
    expect(takeHandedIntent('TL1', 23)).toBeUndefined();
  });
});
