// The ConfirmOrder form (its own chunk, fetched with the screen's calls and rendered by
// confirm-order-body.tsx in its place above the payment methods): one react-hook-form form
// over the Information fields and the redeem box of Discounts, the account's confirmation
// and Submit, which it puts into the body's footer. The choices (coupon, payment method,
// billing address) and the price are the body's, given here. Everything the shopper typed
// or chose, the redeem box too, is kept as a draft (confirm-order-draft.ts), so nothing is
// lost.
import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createOrder, logOrderEvent } from '../../api/generated/checkout/checkout';
import type { CheckoutData, Coupon, PaymentOption } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { Form, SubmitButton, useSchemaForm } from '../../components/form/form';
import { limitRedeemCode } from '../../components/redeem-code';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import type { ConfirmOrderQuery } from './confirm-order-query';
import {
  clearDraft,
  purchaseAttemptName,
  writeDraft,
  type ConfirmOrderDraft,
} from './confirm-order-draft';
import { DiscountsSection, REDEEM_FIELD } from './discounts-section';
import type { PriceBreakdown } from './price-breakdown';
import { sendAsPurchaseAttempt } from '../../api/purchase-attempt';
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
import { usePurchaseLimit } from './use-purchase-limit';
import styles from './confirm-order.module.css';

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

export interface ConfirmOrderFormProps {
  data: CheckoutData;
  query: ConfirmOrderQuery;
  /** The draft the body read once (typed fields and choices from before). */
  draft: ConfirmOrderDraft | undefined;
  coupons: { usable: readonly Coupon[]; unusable: readonly Coupon[] };
  /** The coupon applied (the shopper's or the automatic one). */
  couponId: number | undefined;
  /** What the shopper chose: undefined the automatic choice, null none (kept in the draft). */
  couponChoice: number | null | undefined;
  onChooseCoupon: (id: number | null) => void;
  payment: {
    paymentNeeded: boolean;
    method: PaymentOption | undefined;
    /** The method the shopper chose themselves (kept in the draft). */
    methodChoice: number | undefined;
    billingId: number | undefined;
  };
  price: PriceBreakdown;
  /** The footer's place for Submit (null until the body has rendered it). */
  submitSlot: HTMLElement | null;
}

export function ConfirmOrderForm({
  data,
  query,
  draft,
  coupons,
  couponId,
  couponChoice,
  onChooseCoupon,
  payment,
  price,
  submitSlot,
}: ConfirmOrderFormProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const formId = useId();
  const parameters = data.parameterList;
  const { paymentNeeded, method, methodChoice, billingId } = payment;

  const schema = useMemo(() => rechargeFormSchema(parameters, locale), [parameters, locale]);
  const form = useSchemaForm(schema, {
    ...emptyValues(parameters),
    ...accountPrefill(parameters, query.memberNumber, query.type),
    ...draft?.values,
    [REDEEM_FIELD]: limitRedeemCode(draft?.redeemCode ?? ''),
  });

  // Keep the draft current: the typed fields (no passwords), the redeem box and the choices.
  useEffect(() => {
    const save = (values: RechargeValues) => {
      const redeemCode = values[REDEEM_FIELD] ?? '';
      writeDraft(query.itemId, {
        values: storableValues(parameters, values),
        ...(redeemCode.trim() ? { redeemCode } : {}),
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
      const body = {
        spuId: query.itemId,
        num: query.num,
        couponsId: couponId ?? null,
        paymentMethod: input.paymentMethod,
        data: rechargeData(parameters, order.values),
        billingId: input.billingId,
      };
      // One Idempotency-Key per attempt to buy this; the passwords are left out of what is
      // compared (never kept, not even as a fingerprint).
      const purchase = {
        ...body,
        data: rechargeData(parameters, storableValues(parameters, order.values)),
      };
      const result = okData(
        await sendAsPurchaseAttempt(purchaseAttemptName(query.itemId), purchase, (request) =>
          createOrder(body, request),
        ),
      );
      clearDraft(query.itemId);
      if (order.nickName) saveNickName(result.orderId, order.nickName);
      return result;
    },
    onCreateError: purchaseLimit.onCreateError,
  });

  return (
    <Form
      form={form}
      submit={checkout.submit}
      id={formId}
      aria-label={t('title')}
      className={styles.fields}
    >
      {parameters.length > 0 ? (
        <RechargeInformation
          parameters={parameters}
          savedAccounts={data.voList}
          rechargeDetailUrl={data.rechargeDetailUrl}
        />
      ) : null}
      <DiscountsSection
        usable={coupons.usable}
        unusable={coupons.unusable}
        chosenId={couponId}
        onChoose={(id) => {
          onChooseCoupon(id ?? null);
        }}
        symbol={data.symbol}
        subtotal={data.subtotalMoney}
        balance={price.balance}
      />
      {dialogs}
      {purchaseLimit.dialog}
      {/* In the footer (outside this form element): the button names the form it submits. */}
      {submitSlot
        ? createPortal(
            <SubmitButton
              form={formId}
              pending={checkout.busy}
              label={t('submit.label')}
              busyLabel={t('submit.busy')}
              className={styles.primaryButton}
            />,
            submitSlot,
          )
        : null}
    </Form>
  );
}
