// The ConfirmOrder form once the checkout data is here: one react-hook-form form over the
// Information fields (and the redeem box), the coupon, payment and address choices beside
// it, the price breakdown and Submit. Everything the shopper chose is kept as a draft
// (confirm-order-draft.ts) and the page is held as the place to come back to if a 401 signs
// the shopper out (lib/purchase-intent.ts), so nothing is lost.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSearchCouponsForItem } from '../../api/generated/coupons/coupons';
import type { CheckoutData, Coupon } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { paths } from '../../config/paths';
import { followServerUrl } from '../../lib/navigation';
import { useHeldIntent } from '../../lib/purchase-intent';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import { automaticCouponId, chosenCoupon } from './coupon-choice';
import { readDraft, writeDraft, type ConfirmOrderDraft } from './confirm-order-draft';
import { DiscountsSection, REDEEM_FIELD } from './discounts-section';
import { isNothingDue, priceBreakdown } from './price-breakdown';
import { PriceDetails } from './price-details';
import {
  accountPrefill,
  emptyValues,
  RECHARGE_MESSAGES,
  rechargeFormSchema,
  storableValues,
  type RechargeValues,
} from './recharge-fields';
import { RechargeInformation } from './recharge-information';
import { useAccountConfirmation } from './use-account-confirmation';
import { usePlaceOrder } from './use-place-order';
import styles from './confirm-order.module.css';

export interface ConfirmOrderQuery {
  itemId: number;
  num: number;
  couponsId?: number | undefined;
  memberNumber?: string | undefined;
  type?: string | undefined;
}

const NO_COUPONS: readonly Coupon[] = [];

interface ConfirmOrderFormProps {
  data: CheckoutData;
  query: ConfirmOrderQuery;
}

export function ConfirmOrderForm({ data, query }: ConfirmOrderFormProps) {
  const { t } = useTranslation('checkout');
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
  const [paymentMethod] = useState<number | undefined>(draft?.paymentMethod);
  const [billingId] = useState<number | undefined>(draft?.billingId);

  const subtotal = data.subtotalMoney;
  const couponId =
    couponChoice === null
      ? undefined
      : (couponChoice !== undefined ? chosenCoupon(usable, couponChoice) : undefined)
        ? couponChoice
        : automaticCouponId(usable, subtotal);
  const coupon = chosenCoupon(usable, couponId);
  const price = priceBreakdown({
    subtotal,
    coupon,
    balance: data.balance,
    fee: data.processFee,
  });
  const nothingDue = isNothingDue(price);

  // Keep the draft current: the typed fields (no passwords) and the choices.
  useEffect(() => {
    const save = (values: RechargeValues) => {
      writeDraft(query.itemId, {
        values: storableValues(parameters, values),
        ...(couponChoice !== undefined ? { couponId: couponChoice } : {}),
        ...(paymentMethod !== undefined ? { paymentMethod } : {}),
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
  }, [form, parameters, query.itemId, couponChoice, paymentMethod, billingId]);

  const { confirm, dialogs } = useAccountConfirmation(parameters);
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder((result) => {
    if (result.redirectUrl) {
      followServerUrl(result.redirectUrl);
      return;
    }
    void navigate(paths.paymentResult.getHref(locale, { orderId: result.orderId }));
  });

  const submit = useFormSubmit(
    form,
    async (values) => {
      const account = await confirm(values);
      if (!account) return;
      await placeOrder.place({
        itemId: query.itemId,
        num: query.num,
        parameters,
        values,
        couponId,
        paymentMethod: nothingDue ? undefined : paymentMethod,
        billingId: nothingDue ? undefined : billingId,
        nickName: account.nickName,
      });
    },
    placeOrder.pending,
    () => {
      showToast({ kind: 'error', messageKey: RECHARGE_MESSAGES.formInvalid });
    },
  );

  return (
    <Form form={form} submit={submit} aria-label={t('title')} className={styles.fields}>
      <section className={styles.item} aria-label={data.name}>
        <img className={styles.itemImage} src={data.pic} alt="" width={64} height={64} />
        <div>
          <h2 className={styles.itemName}>{data.name}</h2>
          <p className={styles.muted}>{data.type}</p>
          <p className={styles.muted}>{t('item.quantity', { num: data.num })}</p>
        </div>
      </section>
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
      <PriceDetails price={price} symbol={data.symbol} />
      {dialogs}
      <div className={styles.footer}>
        <span className={styles.due}>
          {t('price.due')} {`${data.symbol}${price.due.toFixed(2)}`}
        </span>
        <SubmitButton
          pending={placeOrder.pending}
          label={t('submit.label')}
          busyLabel={t('submit.busy')}
          className={styles.primaryButton}
        />
      </div>
    </Form>
  );
}
