// The ConfirmOrder form once the checkout data is here (its own chunk, fetched right after
// the first screen: confirm-order-screen.tsx): one react-hook-form form over the
// Information fields (and the redeem box), the coupon, payment and address choices beside
// it, the price breakdown and Submit. Everything the shopper chose is kept as a draft
// (confirm-order-draft.ts) and the page is held as the place to come back to if a 401 signs
// the shopper out (lib/purchase-intent.ts), so nothing is lost.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { createOrder, logOrderEvent } from '../../api/generated/checkout/checkout';
import { useSearchCouponsForItem } from '../../api/generated/coupons/coupons';
import type { CheckoutData, Coupon } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { Form, SubmitButton, useSchemaForm } from '../../components/form/form';
import { useHeldIntent } from '../../lib/purchase-intent';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import { BillingAddressSection } from './billing-address-section';
import { automaticCouponId, chosenCoupon } from './coupon-choice';
import type { ConfirmOrderQuery } from './confirm-order-query';
import { clearDraft, readDraft, writeDraft, type ConfirmOrderDraft } from './confirm-order-draft';
import { DiscountsSection, REDEEM_FIELD } from './discounts-section';
import { isNothingDue, priceBreakdown } from './price-breakdown';
import { PaymentMethodList } from './payment-method-list';
import { PriceDetails } from './price-details';
import {
  accountPrefill,
  emptyValues,
  RECHARGE_MESSAGES,
  rechargeData,
  rechargeFormSchema,
  storableValues,
  type RechargeValues,
} from './recharge-fields';
import { RechargeInformation } from './recharge-information';
import { useAccountConfirmation } from './use-account-confirmation';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useConfirmOrderPayment } from './use-confirm-order-payment';
import { usePurchaseLimit } from './use-purchase-limit';
import styles from './confirm-order.module.css';

const NO_COUPONS: readonly Coupon[] = [];

/** Runs the form's validation (focus on the first invalid field); the values when valid. */
function validatedValues(
  form: UseFormReturn<RechargeValues, undefined, RechargeValues>,
  onInvalid: () => void,
): Promise<RechargeValues | undefined> {
  return new Promise((resolve) => {
    void form.handleSubmit(resolve, () => {
      onInvalid();
      resolve(undefined);
    })();
  });
}

/** Log order event: the short-video account's nickname, saved with the order (fire-and-forget). */
function saveNickName(orderId: string, memberNickName: string) {
  void logOrderEvent({ orderId, memberNickName }, { silent: true }).catch(() => undefined);
}

interface ConfirmOrderFormProps {
  data: CheckoutData;
  query: ConfirmOrderQuery;
}

export function ConfirmOrderForm({ data, query }: ConfirmOrderFormProps) {
  // 'billing' is the Billing Address section's: loaded before the form shows, so choosing a
  // method that needs an address never suspends the form on that section's texts.
  const { t } = useTranslation(['checkout', 'billing']);
  const locale = useLocale();
  const location = useLocation();
  const parameters = data.parameterList;
  // Read once: the draft of this item from before a reload or a sign-in.
  const [draft] = useState<ConfirmOrderDraft | undefined>(() => readDraft(query.itemId));

  // A 401 while here stores this page (item, quantity and the rest in the URL) for sign-in.
  useHeldIntent({ kind: 'page', href: `${location.pathname}${location.search}` });

  const schema = useMemo(() => rechargeFormSchema(parameters, locale), [parameters, locale]);
  const form = useSchemaForm(schema, {
    ...emptyValues(parameters),
    ...accountPrefill(parameters, query.memberNumber, query.type),
    ...draft?.values,
    [REDEEM_FIELD]: '',
  });

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
  const coupon = chosenCoupon(usable, couponId);

  const payment = useConfirmOrderPayment({
    itemId: query.itemId,
    num: query.num,
    couponId,
    couponsReady: !coupons.isPending,
    initialMethod: draft?.paymentMethod,
    initialBillingId: draft?.billingId,
  });
  const { method, methodChoice, billingId } = payment;

  const price = priceBreakdown({
    subtotal,
    coupon,
    balance: data.balance,
    fee: data.processFee,
    reply: payment.feeReply,
  });
  const nothingDue = isNothingDue(price);

  // Keep the draft current: the typed fields (no passwords) and the choices.
  useEffect(() => {
    const save = (values: RechargeValues) => {
      writeDraft(query.itemId, {
        values: storableValues(parameters, values),
        ...(couponChoice !== undefined ? { couponId: couponChoice } : {}),
        ...(methodChoice !== undefined ? { paymentMethod: methodChoice } : {}),
        ...(billingId !== undefined ? { billingId } : {}),
      });
    };
    save(form.getValues());
    const subscription = form.watch((values) => {
      save(values as RechargeValues);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [form, parameters, query.itemId, couponChoice, methodChoice, billingId]);

  const { confirm, dialogs } = useAccountConfirmation(parameters);
  // Set by the precheck: the validated fields and the confirmed account.
  const confirmed = useRef<{ values: RechargeValues; nickName: string | undefined }>(undefined);
  const paymentNeeded = !nothingDue;
  const choiceComplete =
    !paymentNeeded || (method !== undefined && (!method.needAddress || billingId !== undefined));

  const purchaseLimit = usePurchaseLimit();
  const checkout = useCheckoutSubmit({
    choice: { paymentNeeded, method, billingId },
    amount: price.due.toFixed(2),
    precheck: async () => {
      confirmed.current = undefined;
      const values = await validatedValues(form, () => {
        showToast({ kind: 'error', messageKey: RECHARGE_MESSAGES.formInvalid });
      });
      if (!values) return false;
      // A missing method or address is said by Submit first; the account is reconfirmed
      // only when the order can go.
      if (!choiceComplete) return true;
      const account = await confirm(values);
      if (!account) return false;
      confirmed.current = { values, nickName: account.nickName };
      return true;
    },
    create: async (input) => {
      const order = confirmed.current;
      if (!order) throw new Error('the order was not confirmed');
      const result = okData(
        await createOrder({
          spuId: query.itemId,
          num: query.num,
          couponsId: couponId ?? null,
          paymentMethod: input.paymentMethod,
          data: rechargeData(parameters, order.values),
          billingId: input.billingId,
        }),
      );
      clearDraft(query.itemId);
      if (order.nickName) saveNickName(result.orderId, order.nickName);
      return result;
    },
    onCreateError: purchaseLimit.onCreateError,
  });

  return (
    <Form form={form} submit={checkout.submit} aria-label={t('title')} className={styles.fields}>
      {parameters.length > 0 ? (
        <RechargeInformation
          parameters={parameters}
          savedAccounts={data.voList}
          rechargeDetailUrl={data.rechargeDetailUrl}
        />
      ) : null}
      <DiscountsSection
        usable={usable}
        unusable={unusable}
        chosenId={couponId}
        onChoose={(id) => {
          setCouponChoice(id ?? null);
        }}
        symbol={data.symbol}
        subtotal={subtotal}
        balance={price.balance}
      />
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
      {dialogs}
      {purchaseLimit.dialog}
      <div className={styles.footer}>
        <span className={styles.due}>
          {t('price.due')} {`${data.symbol}${price.due.toFixed(2)}`}
        </span>
        <SubmitButton
          pending={checkout.busy}
          label={t('submit.label')}
          busyLabel={t('submit.busy')}
          className={styles.primaryButton}
        />
      </div>
    </Form>
  );
}
