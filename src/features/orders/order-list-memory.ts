// What the Order tab remembers while the shopper looks into an order and comes back (issue
// 13: "The tab, filter and search survive going into an order and back (and the scroll
// position)"): kept for the visit in memory (the loaded pages stay in the query cache).
import { DEFAULT_TIME_FILTER, type OrderListFilter } from './order-rules';

const INITIAL: OrderListFilter = { tab: 'all', date: DEFAULT_TIME_FILTER, name: '' };

let filter: OrderListFilter = INITIAL;
let scrollY = 0;

export function rememberedFilter(): OrderListFilter {
  return filter;
}

export function rememberFilter(next: OrderListFilter): void {
  filter = next;
}

export function rememberedScroll(): number {
  return scrollY;
}

export function rememberScroll(y: number): void {
  scrollY = y;
}

/** Tests: a fresh visit. */
export function forgetOrderList(): void {
  filter = INITIAL;
  scrollY = 0;
}
