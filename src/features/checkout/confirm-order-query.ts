// ConfirmOrder's query once the route has parsed it (a new order: itemId and num).
export interface ConfirmOrderQuery {
  itemId: number;
  num: number;
  couponsId?: number | undefined;
  memberNumber?: string | undefined;
  type?: string | undefined;
}
