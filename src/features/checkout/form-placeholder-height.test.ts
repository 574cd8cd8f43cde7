// The height held for ConfirmOrder's form: the form's height as Chromium laid it out at 412 px
// for the contract's checkout examples (measured once, with the form loaded).
import { describe, expect, it } from 'vitest';
import type {
  RechargeParameter,
  RechargeParameterType,
  SavedAccountOption,
} from '../../api/generated/model';
import { formPlaceholderHeight } from './form-placeholder-height';

const field = (type: RechargeParameterType): RechargeParameter => ({
  name: `Field ${type}`,
  nameZH: `字段${type}`,
  type,
  required: true,
  blurb: null,
  options: type === 1 ? 'a,b' : null,
});
const saved = [{ memberNumber: '5123456789' }] as unknown as SavedAccountOption[];

describe('formPlaceholderHeight', () => {
  it.each([
    ['success: a text and a select field, saved accounts', [0, 1], saved, 475],
    ['freeOrder and giftCard: one text field, none saved', [0], [], 339],
    ['shortVideoAccount: the short-video id, saved accounts', [4], saved, 431],
    ['no Information section: Discounts alone', [], [], 179],
    ['a textarea (type 3) is 33 px taller than a text field', [3], [], 372],
    ['every other type as tall as a text field', [2, 5, 6, 7], [], 339 + 3 * 80],
  ] as const)('%s: %i px', (_, types, accounts, height) => {
    expect(formPlaceholderHeight(types.map(field), accounts)).toBe(height);
  });
});
