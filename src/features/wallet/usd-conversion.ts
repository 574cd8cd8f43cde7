// The wallet balance is stored in USD and shown in the shopper's currency (seed 001 section
// 2: "The balance is stored in USD and converted for display to the selected currency").
// The rate comes with the balance reply (contract: listBalanceLog's displayCurrency,
// x-proposal balance-display-currency): units of the shopper's currency per 1 USD. A reply
// without it shows the USD amounts as they are, with '$', and says so.
import type { BalanceDisplayCurrency } from '../../api/generated/model';
import { formatMoney, roundToCents } from '../../lib/money';

/** US dollars, the stored currency: what is shown when the reply carries no rate. */
export const STORED_CURRENCY: BalanceDisplayCurrency = { code: 'USD', symbol: '$', rate: 1 };

/** A USD amount in the display currency: amount x rate, half up to two decimals. */
export function fromUsd(amountUsd: number, rate: number): number {
  return roundToCents(amountUsd * rate);
}

/** "HK$97.25": a USD amount converted and written with the display currency's symbol. */
export function formatFromUsd(amountUsd: number, currency: BalanceDisplayCurrency): string {
  return formatMoney(currency.symbol, fromUsd(amountUsd, currency.rate));
}

/** Whether the amounts shown differ from the stored USD ones (then the USD balance is shown too). */
export function isConverted(currency: BalanceDisplayCurrency): boolean {
  return currency.code !== STORED_CURRENCY.code;
}
