import { describe, expect, it } from 'vitest';
import type { SavedAccountGroup, SavedRechargeAccount } from '../../api/generated/model';
import {
  accountIds,
  allSelected,
  toggleAll,
  toggleOne,
  withoutAccounts,
} from './saved-account-list';

const account = (id: number, itemId = 10102): SavedRechargeAccount => ({
  id,
  memberNumber: String(id),
  memberNickName: null,
  itemId,
  type: 0,
  categoryName: 'PUBG Mobile UC',
});
const GROUPS: SavedAccountGroup[] = [
  { categoryName: 'PUBG Mobile UC', categoryId: 101, list: [account(7001), account(7002)] },
  { categoryName: 'TikTok Coins', categoryId: 303, list: [account(7004, 30302)] },
];

describe('saved account selection', () => {
  it('lists every id across the groups', () => {
    expect(accountIds(GROUPS)).toEqual([7001, 7002, 7004]);
  });

  it.each([
    [[], false],
    [[7001, 7002], false],
    [[7001, 7002, 7004], true],
  ])('allSelected with %o -> %s', (ids, all) => {
    expect(allSelected(GROUPS, new Set(ids))).toBe(all);
  });

  it('allSelected is false for an empty list', () => {
    expect(allSelected([], new Set())).toBe(false);
  });

  it.each([
    [[], [7001, 7002, 7004]],
    [[7002], [7001, 7002, 7004]],
    [[7001, 7002, 7004], []],
  ])('toggleAll from %o -> %o', (from, to) => {
    expect([...toggleAll(GROUPS, new Set(from))]).toEqual(to);
  });

  it('toggleOne adds and removes', () => {
    expect([...toggleOne(new Set([7001]), 7002)]).toEqual([7001, 7002]);
    expect([...toggleOne(new Set([7001, 7002]), 7001)]).toEqual([7002]);
  });
});

describe('withoutAccounts', () => {
  it('removes the deleted accounts and the groups left empty', () => {
    expect(withoutAccounts(GROUPS, [7002, 7004])).toEqual([
      { categoryName: 'PUBG Mobile UC', categoryId: 101, list: [account(7001)] },
    ]);
  });

  it('keeps everything for ids it does not hold', () => {
    expect(withoutAccounts(GROUPS, [9999])).toEqual(GROUPS);
  });
});
