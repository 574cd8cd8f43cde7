// ConfirmOrder below the item (seed 001 section 2), its own chunk: the choices the price
// depends on and what shows them, around the form. It holds the coupon choice (the
// member's coupons for the item, the automatic best one), the payment method and billing
// address (use-confirm-order-payment.ts), the price breakdown and the footer with the
// amount due; it renders Payment Methods, Billing Address and the breakdown itself. The
// form (the Information fields, Discounts with the redeem box, the account's confirmation
// and Submit) is a further chunk (react-hook-form, Zod) that renders in its place above the
// payment methods, and puts Submit into the footer.
//
// So the payment methods (the page's largest paint) need only the calls and this chunk,
// not the form stack: they show while the form downloads (docs/performance.md). Until the
// form is here its place is held at about its height, and nothing can be typed or
// submitted, so nothing typed can be lost; a method chosen meanwhile is kept. A form chunk
// that fails to load shows the block's error state with Retry.
//
// The production server renders this body into the page (the screen's ChunkBoundary), with
// the payment methods, the price and the form's place. Until the browser has hydrated it,
// it is inert: a tap on a method would change the page's radio without React knowing, so
// nothing can be chosen before it counts. The server knows no draft (it is the tab's), so
// the body renders without one on the server and while hydrating, and mounts again with
// the draft right after (before anything could be chosen).
import { keepPreviousData } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSearchCouponsForItem } from '../../api/generated/coupons/coupons';
import type { CheckoutData, Coupon } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { useDeferredChunk } from '../../components/deferred-chunk';
import { useHeldIntent } from '../../lib/purchase-intent';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useBrowserRender } from '../../lib/use-browser-render';
import { CONFIRM_ORDER_BODY_NAMESPACES } from './confirm-order-body-chunk';
import { BillingAddressSection } from './billing-address-section';
import { confirmOrderFormChunk as formChunk } from './confirm-order-form-chunk';
import { readDraft, type ConfirmOrderDraft } from './confirm-order-draft';
import type { ConfirmOrderQuery } from './confirm-order-query';
import { automaticCouponId, chosenCoupon } from './coupon-choice';
import { formPlaceholderHeight } from './form-placeholder-height';
import { PaymentMethodList } from './payment-method-list';
import { isNothingDue, priceBreakdown } from './price-breakdown';
import { PriceDetails } from './price-details';
import { useConfirmOrderPayment } from './use-confirm-order-payment';
import styles from './confirm-order.module.css';

const NO_COUPONS: readonly Coupon[] = [];

interface ConfirmOrderBodyProps {
  data: CheckoutData;
  query: ConfirmOrderQuery;
}

export function ConfirmOrderBody(props: ConfirmOrderBodyProps) {
  const inBrowser = useBrowserRender();
  const [draftWaiting] = useState(() => readDraft(props.query.itemId) !== undefined);
  // Mounted again, with the draft, once the browser has taken over a server-rendered body.
  return <BodyWithDraft key={inBrowser && draftWaiting ? 'draft' : 'page'} {...props} />;
}

function BodyWithDraft({ data, query }: ConfirmOrderBodyProps) {
  // The screen renders this once the 'cashier' and 'billing' texts are loaded too, so
  // choosing a method that needs an address never suspends the page on its section's texts.
  // Named here so that a server reports them with the page and the browser loads them
  // before hydrating it.
  const { t } = useTranslation(CONFIRM_ORDER_BODY_NAMESPACES);
  const location = useLocation();
  const inBrowser = useBrowserRender();
  // Read once: the draft of this item from before a reload or a sign-in (none on a server
  // and while hydrating: see the file's header).
  const [draft] = useState<ConfirmOrderDraft | undefined>(() =>
    inBrowser ? readDraft(query.itemId) : undefined,
  );

  // A 401 while here stores this page (item, quantity and the rest in the URL) for sign-in.
  useHeldIntent({ kind: 'page', href: `${location.pathname}${location.search}` });

  const coupons = useSearchCouponsForItem(
    { spuId: query.itemId, num: query.num },
    { query: { select: okData, placeholderData: keepPreviousData } },
  );
  const usable = coupons.data?.keyong ?? NO_COUPONS;
  const unusable = coupons.data?.bukeyong ?? NO_COUPONS;

  // undefined: the automatic choice; null: the shopper chose none.
  const [couponChoice, setCouponChoice] = useState<number | null | undefined>(
    draft?.couponId !== undefined ? draft.couponId : query.couponsId,
  );
  const subtotal = data.subtotalMoney;
  const couponId =
    couponChoice === null
      ? undefined
      : couponChoice !== undefined && chosenCoupon(usable, couponChoice)
        ? couponChoice
        : automaticCouponId(usable, subtotal);

  const payment = useConfirmOrderPayment({
    itemId: query.itemId,
    num: query.num,
    couponId,
    couponsReady: !coupons.isPending,
    initialMethod: draft?.paymentMethod,
    initialBillingId: draft?.billingId,
  });
  const { method, billingId } = payment;

  const price = priceBreakdown({
    subtotal,
    coupon: chosenCoupon(usable, couponId),
    balance: data.balance,
    fee: data.processFee,
    reply: payment.feeReply,
  });
  const paymentNeeded = !isNothingDue(price);

  // On a landing the form downloads once the payment methods (or their error) have been
  // painted, so the page's largest paint does not wait behind the form's 37 KB on the
  // connection. Opened from another screen, the route's prefetch has started it with the
  // calls already. Either way it shows once the coupon search has settled: its Discounts
  // would say "No coupons available" meanwhile, then change (and move) when they come.
  const couponsSettled = !coupons.isPending;
  const methodsShown = !paymentNeeded || !payment.cashier.isPending;
  const form = useDeferredChunk(formChunk, useAfterFirstPaint(methodsShown && couponsSettled));
  // Where the form puts Submit: the footer, beside the amount due.
  const [submitSlot, setSubmitSlot] = useState<HTMLElement | null>(null);
  const placeholder = (
    <BlockLoading height={formPlaceholderHeight(data.parameterList, data.voList)} />
  );
  let formBlock = placeholder;
  if (form.status === 'failed') {
    formBlock = <BlockError message={t('formFailed')} onRetry={form.retry} />;
  } else if (form.status === 'ready' && couponsSettled) {
    const ConfirmOrderForm = form.value;
    formBlock = (
      <Suspense fallback={placeholder}>
        <ConfirmOrderForm
          data={data}
          query={query}
          draft={draft}
          coupons={{ usable, unusable }}
          couponId={couponId}
          couponChoice={couponChoice}
          onChooseCoupon={setCouponChoice}
          payment={{ paymentNeeded, method, methodChoice: payment.methodChoice, billingId }}
          price={price}
          submitSlot={submitSlot}
        />
      </Suspense>
    );
  }

  return (
    <div className={styles.fields} inert={!inBrowser}>
      {formBlock}
      {paymentNeeded ? (
        payment.cashier.isError ? (
          <BlockError message={t('methodsFailed')} onRetry={() => void payment.cashier.refetch()} />
        ) : payment.cashier.isPending ? (
          <BlockLoading height={160} />
        ) : (
          <PaymentMethodList
            options={payment.options}
            selectedId={method?.shopPaymentId}
            onSelect={payment.chooseMethod}
          />
        )
      ) : null}
      {paymentNeeded && method?.needAddress ? (
        <BillingAddressSection
          type={method.localPayment}
          selectedId={billingId}
          onSelect={payment.setBillingId}
        />
      ) : null}
      <PriceDetails price={price} symbol={data.symbol} />
      <div className={styles.footer}>
        <span className={styles.due}>
          {t('price.due')} {`${data.symbol}${price.due.toFixed(2)}`}
        </span>
        <span ref={setSubmitSlot} className={styles.submitSlot} />
      </div>
    </div>
  );
}
