// The RechargeAccount list's pure parts: the ids of a grouped list, select all, and the
// list without the accounts just deleted (shown at once, before the list is fetched again).
import type { SavedAccountGroup } from '../../api/generated/model';

export function accountIds(groups: readonly SavedAccountGroup[]): number[] {
  return groups.flatMap((group) => group.list.map((account) => account.id));
}

/** Every account selected (and at least one account). */
export function allSelected(groups: readonly SavedAccountGroup[], selected: ReadonlySet<number>) {
  const ids = accountIds(groups);
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

/** Select all when not all are selected, else none. */
export function toggleAll(
  groups: readonly SavedAccountGroup[],
  selected: ReadonlySet<number>,
): Set<number> {
  return allSelected(groups, selected) ? new Set() : new Set(accountIds(groups));
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The groups without the deleted accounts; a group left empty goes too. */
export function withoutAccounts(
  groups: readonly SavedAccountGroup[],
  deleted: readonly number[],
): SavedAccountGroup[] {
  const gone = new Set(deleted);
  return groups
    .map((group) => ({ ...group, list: group.list.filter((account) => !gone.has(account.id)) }))
    .filter((group) => group.list.length > 0);
}
