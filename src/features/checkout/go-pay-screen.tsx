// GoPay, the cashier of an existing order (seed 001 sections 2, 4, 5, 7 and 8; query orderId
// and num, also paymentMethod and itemId): the payment list (the first 2 shown, expand/fold
// when more; maintenance disabled), the fee of the chosen method (recomputed per choice),
// the billing addresses when the method needs one, the order's coupon amount, the terms,
// refund and privacy links (articles 29, 4 and 6: CASHIER_ARTICLES) and Submit. Submit
// creates the payment (with the payer prefill as useepayMsg for the card-form provider),
// tracks its result and follows the payment id's route, as ConfirmOrder does; each attempt
// (order, method, address) has its own Idempotency-Key (api/purchase-attempt.ts). The
// unpaid-order tip and order detail's Pay Now land here. A 401 meanwhile stores this page
// as the place to return to after signing in (the held intent).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useGetOrderCouponAmount } from '../../api/generated/coupons/coupons';
import type {
  CardPayerDetails,
  PaymentMethodDetail,
  PaymentOption,
} from '../../api/generated/model';
import {
  createPayment,
  getPaymentMethodDetail,
  useGetCardPayerPrefill,
  useGetCashier,
} from '../../api/generated/payments/payments';
import { getGetCardPayerPrefillQueryOptions } from '../../api/generated/payments/payments';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { COOKIE, readCookie } from '../../lib/cookies';
import { formatMoney } from '../../lib/money';
import { useHeldIntent } from '../../lib/purchase-intent';
import { useLocale } from '../../lib/use-locale';
import { BillingAddressSection } from './billing-address-section';
import styles from './cashier.module.css';
import { paymentFlowOf } from './payment-route';
import { PaymentMethodList, preselectedOption } from './payment-method-list';
import { sendAsPurchaseAttempt } from '../../api/purchase-attempt';
import { useCheckoutSubmit, type CreateInput } from './use-checkout-submit';
import { useFeeRecompute } from './use-fee-recompute';

/**
 * The cashier's article links. Seed 001 section 2 names the links and the ids without pairing
 * them: "terms, refund and privacy links (articles 4, 29 and 6)". Seed 000 section 1 pairs
 * them: "4 and 29 are refund and terms links in checkout" (refund 4, terms 29), and "6
 * privacy policy". Seed 000's is the only sentence that says which id is which link, so it
 * decides; seed 001's ids are the same three (docs/storefront-choices.md).
 */
export const CASHIER_ARTICLES = { terms: 29, refund: 4, privacy: 6 } as const;

interface GoPayScreenProps {
  orderId: string;
  num: number | undefined;
  paymentMethod: number | undefined;
}

/** The payer prefill as useepayMsg, when all three are known (the contract requires them). */
function payerDetails(
  prefill: { email: string | null; givenName: string | null; surname: string | null } | undefined,
): CardPayerDetails | undefined {
  const email = prefill?.email?.trim();
  const firstName = prefill?.givenName?.trim();
  const lastName = prefill?.surname?.trim();
  return email && firstName && lastName ? { email, firstName, lastName } : undefined;
}

export function GoPayScreen({ orderId, num, paymentMethod }: GoPayScreenProps) {
  // 'billing' is the Billing Address section's: loaded with the screen, so choosing a method
  // that needs an address never suspends the screen on that section's texts.
  const { t } = useTranslation(['cashier', 'billing']);
  const lang = useLocale();
  const { pathname, search } = useLocation();
  useHeldIntent({ kind: 'page', href: `${pathname}${search}` });

  const cashier = useGetCashier(
    { orderId, num: num ?? 1, ...(paymentMethod ? { paymentMethod } : {}) },
    { query: { select: okData } },
  );
  const coupon = useGetOrderCouponAmount({ orderId }, { query: { select: okData } });
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const [billingId, setBillingId] = useState<number | undefined>(undefined);
  const { fee: recomputed, recompute } = useFeeRecompute((method: number) =>
    getPaymentMethodDetail({ orderId, paymentMethod: method }).then(okData),
  );

  const options = cashier.data?.paymentList ?? [];
  // Start from the query's method or the server's preselection.
  const start = cashier.data
    ? preselectedOption(cashier.data.paymentList, paymentMethod)
    : undefined;
  const selectedId = chosenId ?? start?.shopPaymentId;
  const selected = options.find((o) => o.shopPaymentId === selectedId);
  // The server's amounts are for its own preselection: another start asks the fee again.
  const startToRecompute = start && !start.select ? start.shopPaymentId : undefined;
  useEffect(() => {
    if (startToRecompute !== undefined) recompute(startToRecompute);
  }, [startToRecompute, recompute]);

  // Asked as soon as the card form is chosen; Submit waits for it (payerPrefill).
  const queryClient = useQueryClient();
  useGetCardPayerPrefill({
    query: { enabled: paymentFlowOf(selectedId) === 'cardForm' },
    request: { silent: true },
  });
  const payerPrefill = async () => {
    try {
      const reply = await queryClient.query({
        ...getGetCardPayerPrefillQueryOptions({ request: { silent: true } }),
        staleTime: Infinity,
      });
      return payerDetails(okData(reply));
    } catch {
      return undefined;
    }
  };

  const initialFee: PaymentMethodDetail | undefined =
    cashier.data?.paymentMoney !== undefined && cashier.data.symbol !== undefined
      ? {
          processFee: cashier.data.processFee ?? 0,
          paymentMoney: cashier.data.paymentMoney,
          symbol: cashier.data.symbol,
        }
      : undefined;
  const fee = recomputed ?? initialFee;
  const symbol = fee?.symbol ?? cashier.data?.symbol ?? coupon.data?.symbol ?? '';
  const due = fee?.paymentMoney;
  const couponsPrice = coupon.data?.couponsPrice ?? cashier.data?.couponsPrice ?? 0;
  const showAddress = Boolean(selected?.needAddress) && due !== 0;

  const submit = useCheckoutSubmit({
    choice: { paymentNeeded: true, method: selected, billingId },
    amount: (due ?? 0).toFixed(2),
    track: { orderId },
    create: async ({ paymentMethod: method, billingId: billing }: CreateInput) => {
      const cid = readCookie(COOKIE.cid);
      const useepayMsg = paymentFlowOf(method) === 'cardForm' ? await payerPrefill() : undefined;
      const body = {
        orderId,
        paymentMethod: method ?? 0,
        billingId: billing,
        ...(cid ? { cid } : {}),
        ...(useepayMsg ? { useepayMsg } : {}),
      };
      const data = okData(
        await sendAsPurchaseAttempt(`goPay:${orderId}`, body, (request) =>
          createPayment(body, request),
        ),
      );
      return {
        orderId: data.orderId,
        redirectUrl: data.redirectUrl,
        payInfo: data.payInfo,
        isPayment: true,
      };
    },
  });

  const choose = (option: PaymentOption) => {
    setChosenId(option.shopPaymentId);
    recompute(option.shopPaymentId);
  };

  const article = (articleId: number) => paths.newsDetail.getHref(lang, { articleId });

  let body;
  if (cashier.isPending) body = <BlockLoading height={160} />;
  else if (cashier.isError)
    body = <BlockError message={t('methods.loadFailed')} onRetry={() => void cashier.refetch()} />;
  else
    body = (
      <>
        <PaymentMethodList
          options={options}
          selectedId={selectedId}
          onSelect={choose}
          collapsible
        />
        {showAddress && selected ? (
          <BillingAddressSection
            type={selected.localPayment}
            selectedId={billingId}
            onSelect={setBillingId}
          />
        ) : null}
        <section className={styles.section} aria-labelledby="go-pay-amounts">
          <h2 id="go-pay-amounts" className={styles.sectionTitle}>
            {t('goPay.due')}
          </h2>
          <dl className={styles.breakdown}>
            {cashier.data.subtotalMoney !== undefined ? (
              <div>
                <dt>{t('goPay.subtotal')}</dt>
                <dd>{formatMoney(symbol, cashier.data.subtotalMoney)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('goPay.coupon')}</dt>
              <dd>-{formatMoney(symbol, couponsPrice)}</dd>
            </div>
            <div>
              <dt>{t('goPay.fee')}</dt>
              <dd>{formatMoney(symbol, fee?.processFee ?? 0)}</dd>
            </div>
            <div className={styles.due}>
              <dt>{t('goPay.due')}</dt>
              <dd aria-live="polite">{due === undefined ? '' : formatMoney(symbol, due)}</dd>
            </div>
          </dl>
        </section>
        <p className={styles.terms}>
          <span>{t('goPay.agree')}</span>
          <Link to={article(CASHIER_ARTICLES.terms)}>{t('goPay.terms')}</Link>
          <Link to={article(CASHIER_ARTICLES.refund)}>{t('goPay.refund')}</Link>
          <Link to={article(CASHIER_ARTICLES.privacy)}>{t('goPay.privacy')}</Link>
        </p>
        {/* Global class: the shell then adds no room after the page (app/locale-layout). */}
        <div className={`${styles.submitBar} sticky-bottom-bar`}>
          <button
            type="button"
            className={styles.submit}
            aria-busy={submit.busy}
            disabled={submit.busy}
            onClick={() => void submit.submit()}
          >
            {submit.label}
          </button>
        </div>
      </>
    );

  return (
    <main className={styles.page}>
      <DocumentHead title={t('goPay.title')} />
      <PageHeader
        title={t('goPay.title')}
        back={{
          to: paths.order.getHref(lang),
          label: t('goPay.backToOrders'),
          throughHistory: true,
        }}
      />
      <div className={styles.section}>
        <dl className={styles.breakdown}>
          <div>
            <dt>{t('goPay.orderId')}</dt>
            <dd>{orderId}</dd>
          </div>
        </dl>
      </div>
      {body}
    </main>
  );
}
