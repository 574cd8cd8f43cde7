// The buy rules of goodsDetail (Buy Now) and SearchDatail (Top Up Now), seed 000 section 2
// and seed 001 sections 4, 5 and 8:
// - a guest: the intended purchase (QueryData: itemId, num, type) and its product (PuiomData:
//   spuId, categoryId) are stored as the one sign-in intent (lib/purchase-intent.ts), then
//   login;
// - signed in: the product config is checked; false shows the address/info prompt; true runs
//   the checkout precheck, which goes to ConfirmOrder with itemId and num on success, shows
//   the purchase-limit popup on 10010, and the server message in a prompt otherwise; a 401 on
//   either stores the purchase (held meanwhile) before login, so sign-in comes back to it.
// Nothing the shopper chose lives here, so no failure can lose it.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { isSignedIn } from '../../lib/session';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import { useOnceTrue } from '../../lib/use-once-true';
import type { BuyPrompt } from './buy-dialogs';

const BuyDialogs = lazy(async () => ({ default: (await import('./buy-dialogs')).BuyDialogs }));

export interface BuyTarget {
  spuId: number;
  num: number;
  categoryId?: number;
  /** Carried from the goodsDetail query to ConfirmOrder (a saved recharge account). */
  memberNumber?: string;
  type?: string;
}

export interface BuyFlow {
  buy: (target: BuyTarget) => Promise<void>;
  busy: boolean;
  /** The flow's dialogs; render them once on the screen. */
  dialogs: ReactNode;
}

export function useBuyFlow(): BuyFlow {
  const navigate = useNavigate();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState<BuyPrompt>(undefined);
  const dialogsMounted = useOnceTrue(prompt !== undefined);

  const buy = async (target: BuyTarget) => {
    const { spuId, num, categoryId, memberNumber, type } = target;
    const purchase = {
      itemId: spuId,
      num,
      ...(type ? { type } : {}),
      ...(memberNumber ? { memberNumber } : {}),
    };
    const product = { spuId, ...(categoryId ? { categoryId } : {}) };
    // The sign-in intent's module arrives with the tap (not part of the first screen).
    const intents = () => import('../../lib/purchase-intent');
    if (!isSignedIn()) {
      // The one sign-in intent (it replaces an older one, such as a coupon claim's product).
      (await intents()).rememberPurchase(purchase, product);
      void navigate(paths.login.getHref(lang));
      return;
    }
    if (busy) return;
    setBusy(true);
    let release = () => {};
    try {
      // A token that expires during the checks (401) keeps this purchase for the next
      // sign-in.
      release = (await intents()).holdIntent({ kind: 'purchase', purchase, product });
      // The checks and their calls arrive with the tap (buy-checks.ts). A module that fails
      // to load leaves the tap without effect; the next tap fetches it again.
      const check = await import('./buy-checks')
        .then(({ runBuyChecks }) => runBuyChecks(queryClient, { spuId, num }))
        .catch((): { kind: 'stop' } => ({ kind: 'stop' }));
      if (check.kind === 'prompt') setPrompt(check.prompt);
      if (check.kind !== 'confirm') return;
      void navigate(paths.confirmOrder.getHref(lang, { itemId: spuId, num, memberNumber, type }));
    } finally {
      release();
      setBusy(false);
    }
  };

  const close = () => {
    setPrompt(undefined);
  };

  const dialogs = dialogsMounted ? (
    <Suspense fallback={null}>
      <BuyDialogs
        prompt={prompt}
        onClose={close}
        onContactSupport={() => {
          close();
          openSupportChat(lang);
        }}
      />
    </Suspense>
  ) : null;

  return { buy, busy, dialogs };
}
