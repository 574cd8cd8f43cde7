// The payment result, Tabs/Pop-up (seed 001 sections 2, 4, 8 and 9). The result is fetched
// PAYMENT_RESULT_DELAY_MS (2.5 s) after the page opens, giving the provider's callback time
// to reach the server. Status 1: success with the payment time; 0: failure with the create
// time and failMsg (or Payment_Failed_text, or the merchant-limit text, see result-text.ts).
// Both show the order number, method and amount, customer service and View orders. Anything
// else (status 2 pending, a status this page does not know, a result that could not be
// read) is not a failure: "being confirmed", asked again by itself (use-result-recheck.ts)
// and with Check again (confirming-result.tsx). On success with an activity, the prize
// animation plays for PRIZE_ANIMATION_MS (0.9 s), then the prize card opens; the `prize`
// query flag is added by replace navigation at once, so a reload does not show it again.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGetOrderResult } from '../../api/generated/payments/payments';
import type { OrderActivity, OrderResult, OrderResultRequest } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { Dialog } from '../../components/dialog';
import { DocumentHead } from '../../components/document-head';
import { PAYMENT_RESULT_DELAY_MS, PRIZE_ANIMATION_MS } from '../../config/timing';
import { isFixedAmount, percentOff } from '../../lib/coupon-maths';
import { formatMoney } from '../../lib/money';
import { ConfirmingResult } from './confirming-result';
import { ResultActions, ResultDetails } from './result-parts';
import { failureText } from './result-text';
import { useResultRecheck } from './use-result-recheck';
import styles from './payment.module.css';

/** The query flag that marks the prize as shown. */
export const PRIZE_FLAG = 'prize';
export const PRIZE_FLAG_VALUE = 'shown';

export interface ResultQuery {
  orderId?: string;
  outTradeNo?: string;
  orderNo?: string;
  token?: string;
  prize?: string;
}

/** The result request: outTradeNo and orderNo are sent as orderId (inferred), token as token. */
export function resultRequest(query: ResultQuery): OrderResultRequest {
  const orderId = query.orderId ?? query.outTradeNo ?? query.orderNo;
  return orderId ? { orderId } : { token: query.token ?? '' };
}

/** What a reply says: only 1 is paid and only 0 failed (seed 001 section 4). */
export function settledResult(data: OrderResult | undefined): OrderResult | undefined {
  return data?.status === 1 || data?.status === 0 ? data : undefined;
}

type PrizeStage = 'none' | 'animation' | 'card';

export function PaymentResult({ query }: { query: ResultQuery }) {
  const { t } = useTranslation('payment');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setReady(true);
    }, PAYMENT_RESULT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  const request = resultRequest(query);
  const result = useGetOrderResult(request, { query: { enabled: ready, select: okData } });
  const data = settledResult(result.data);
  // Asked at least once (answered or failed) and still neither paid nor failed.
  const unknown = result.isFetched && !data;
  const recheck = useResultRecheck({
    unknown,
    checking: result.isFetching,
    refetch: result.refetch,
  });
  const prize = usePrize(data, query.prize === PRIZE_FLAG_VALUE);

  return (
    <main className={styles.page}>
      <DocumentHead title={t('result.title')} />
      {data ? (
        <ResultView result={data} />
      ) : unknown ? (
        <ConfirmingResult
          result={result.data}
          orderId={request.orderId ?? null}
          checking={result.isFetching}
          stopped={recheck.stopped}
          onCheckAgain={recheck.checkAgain}
        />
      ) : (
        <p role="status" className={styles.checking}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('result.checking')}
        </p>
      )}
      {prize.stage === 'animation' && (
        <p role="status" className={styles.prizeAnimation}>
          <span className={styles.prizeBox} aria-hidden="true" />
          {t('prize.opening')}
        </p>
      )}
      {prize.activity && data && (
        <PrizeCard
          open={prize.stage === 'card'}
          activity={prize.activity}
          symbol={data.symbol}
          onClose={prize.close}
        />
      )}
    </main>
  );
}

/** The prize stages of a paid order with an activity, unless the query says it was shown. */
function usePrize(data: OrderResult | undefined, alreadyShown: boolean) {
  const [stage, setStage] = useState<PrizeStage>('none');
  const [, setSearchParams] = useSearchParams();
  // Read once: the flag this page adds must not end the prize it is showing.
  const decided = useRef(alreadyShown);
  const activity = data?.status === 1 ? (data.activity ?? null) : null;

  useEffect(() => {
    if (!activity || decided.current) return;
    decided.current = true;
    setStage('animation');
    setSearchParams(
      (params) => {
        params.set(PRIZE_FLAG, PRIZE_FLAG_VALUE);
        return params;
      },
      { replace: true },
    );
  }, [activity, setSearchParams]);

  useEffect(() => {
    if (stage !== 'animation') return;
    const timer = setTimeout(() => {
      setStage('card');
    }, PRIZE_ANIMATION_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [stage]);

  return {
    stage,
    activity,
    close: () => {
      setStage('none');
    },
  };
}

function ResultView({ result }: { result: OrderResult }) {
  const { t } = useTranslation('payment');
  const paid = result.status === 1;
  const failure = failureText(result.failMsg);
  const reason =
    failure.kind === 'server'
      ? failure.message
      : failure.kind === 'merchantLimit'
        ? t('result.merchantLimit')
        : t('result.failedDefault');
  return (
    <>
      <section className={styles.resultHead} aria-labelledby="payment-result-heading">
        <span className={paid ? styles.iconSuccess : styles.iconFailure} aria-hidden="true">
          {paid ? '✓' : '!'}
        </span>
        <h1 id="payment-result-heading" className={styles.resultTitle}>
          {paid ? t('result.success') : t('result.failed')}
        </h1>
        {!paid && <p className={styles.reason}>{reason}</p>}
      </section>
      <ResultDetails
        rows={[
          [t('result.orderNumber'), result.orderId],
          paid
            ? [t('result.payTime'), result.payTime ?? result.createTime]
            : [t('result.createTime'), result.createTime],
          [t('result.method'), result.payName],
          [t('result.amount'), formatMoney(result.symbol, result.paymentAmount)],
        ]}
      />
      <ResultActions />
    </>
  );
}

interface PrizeCardProps {
  open: boolean;
  activity: OrderActivity;
  symbol: string;
  onClose: () => void;
}

function PrizeCard({ open, activity, symbol, onClose }: PrizeCardProps) {
  const { t } = useTranslation('payment');
  const value = isFixedAmount(activity.type)
    ? t('prize.fixed', { symbol, amount: activity.parvalue.toFixed(2) })
    : t('prize.percent', { percent: percentOff(activity.parvalue) });
  return (
    <Dialog
      open={open}
      title={t('prize.title')}
      onClose={onClose}
      actions={
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('prize.close')}
        </button>
      }
    >
      <div className={styles.prizeCard}>
        <p className={styles.prizeValue}>{value}</p>
        <p className={styles.prizeName}>{activity.name}</p>
        <p>
          {activity.cill > 0
            ? t('prize.cill', { symbol, cill: activity.cill.toFixed(2) })
            : t('prize.noCill')}
        </p>
      </div>
    </Dialog>
  );
}
