// Buy Now's checks for a signed-in shopper (seed 000 section 2, seed 001 sections 4, 5
// and 8): the product config, then the checkout precheck. Imported with the tap (the
// generated checkout calls with it), so none of it is goodsDetail's first-screen code.
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, isBusinessCode } from '../../api/api-error';
import {
  getCheckProductConfigQueryOptions,
  precheckCheckout,
} from '../../api/generated/checkout/checkout';
import { okData } from '../../api/http-client';
import type { BuyPrompt } from './buy-dialogs';
import { PURCHASE_LIMIT_CODE, readLimitType } from '../../components/purchase-limit/limit-type';

/**
 * Codes of the precheck this screen shows itself (a prompt or the limit popup), so the
 * client adds no toast of its own: 500 is "Show msg in a prompt" in the contract.
 */
const PRECHECK_HANDLED_CODES = [500, 10008, PURCHASE_LIMIT_CODE] as const;

export type BuyCheck =
  /** Both checks passed: on to ConfirmOrder. */
  | { kind: 'confirm' }
  /** A prompt to show (address/info, purchase limit, the server's message). */
  | { kind: 'prompt'; prompt: NonNullable<BuyPrompt> }
  /** The client has already shown the error (toast, sign-out or not-found). */
  | { kind: 'stop' };

export async function runBuyChecks(
  queryClient: QueryClient,
  { spuId, num }: { spuId: number; num: number },
): Promise<BuyCheck> {
  let ready: boolean;
  try {
    // Asked afresh on every tap: the answer depends on the shopper's current details.
    const { queryKey, queryFn } = getCheckProductConfigQueryOptions({ spuId });
    ready = okData(await queryClient.query({ queryKey, queryFn, staleTime: 0 }));
  } catch {
    return { kind: 'stop' };
  }
  if (!ready) return { kind: 'prompt', prompt: { kind: 'info' } };
  try {
    await precheckCheckout({ itemId: spuId, num }, { handledCodes: PRECHECK_HANDLED_CODES });
  } catch (error) {
    if (isBusinessCode(error, PURCHASE_LIMIT_CODE)) {
      return { kind: 'prompt', prompt: { kind: 'limit', limitType: readLimitType(error.data) } };
    }
    if (isApiError(error) && error.kind === 'business' && error.code !== 401) {
      return { kind: 'prompt', prompt: { kind: 'message', message: error.msg } };
    }
    return { kind: 'stop' };
  }
  return { kind: 'confirm' };
}
