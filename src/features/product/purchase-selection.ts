// What the shopper has chosen on a product: a recharge type (tab) and one of its
// denominations. The server marks the preselected ones with `select`; a product page opened
// with a spuId (a shared link, or the return from login) starts on that denomination.
import type { RechargeType, SpuOption } from '../../api/generated/model';

export interface PurchaseSelection {
  typeIndex: number;
  spuId: number | undefined;
}

function preselectedOption(type: RechargeType | undefined): SpuOption | undefined {
  return type?.spuList.find((option) => option.select) ?? type?.spuList[0];
}

/** The selection a type tab starts with: its `select` denomination, else its first. */
export function selectType(types: readonly RechargeType[], typeIndex: number): PurchaseSelection {
  return { typeIndex, spuId: preselectedOption(types[typeIndex])?.spuId };
}

/**
 * The first selection: the type and denomination of `preferredSpuId` when a type offers it,
 * otherwise the `select` type (else the first) with its `select` denomination (else the first).
 */
export function initialSelection(
  types: readonly RechargeType[],
  preferredSpuId?: number,
): PurchaseSelection {
  if (preferredSpuId !== undefined) {
    const typeIndex = types.findIndex((type) =>
      type.spuList.some((option) => option.spuId === preferredSpuId),
    );
    if (typeIndex >= 0) return { typeIndex, spuId: preferredSpuId };
  }
  const selected = types.findIndex((type) => type.select);
  return selectType(types, selected >= 0 ? selected : 0);
}

export interface SelectedPurchase {
  type: RechargeType | undefined;
  option: SpuOption | undefined;
}

export function resolveSelection(
  types: readonly RechargeType[],
  selection: PurchaseSelection,
): SelectedPurchase {
  const type = types[selection.typeIndex];
  return { type, option: type?.spuList.find((option) => option.spuId === selection.spuId) };
}
