// OrderDetail (seed 001 section 2, "Order detail"): the status block (with the guarantee
// text for the paid status), top-up info, card numbers and passwords (first 3 shown,
// expandable, each copyable), product details, the price breakdown, the order's times and
// number (copyable) and the footer of its status with its popups.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CardInfo, Order } from '../../api/generated/model';
import { useGetOrderDetail, useGetOrderMemberDetail } from '../../api/generated/orders/orders';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import { useLocale } from '../../lib/use-locale';
import { copyText } from './copy-text';
import { OrderFooter, type OrderDetailIntent } from './order-footer';
import { PhoneVerifyDialog } from './phone-verify-dialog';
import { CARDS_SHOWN_FOLDED, parseAttrs, showsGuarantee } from './order-rules';
import styles from './orders.module.css';

const TIMES = ['createTime', 'payTime', 'deliveryTime', 'finallyTime', 'cancelTime'] as const;

export function OrderDetailScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  const lang = useLocale();
  const detail = useGetOrderDetail({ orderId }, { query: { select: okData } });
  const order = detail.data;
  const startCancel = useStartIntent() === 'cancel';
  return (
    <div className={styles.page}>
      <DocumentHead title={t('detailTitle')} />
      <PageHeader
        title={t('detailTitle')}
        back={{ to: paths.order.getHref(lang), label: t('orders:documentTitle') }}
      />
      <main>
        {order ? (
          <>
            <StatusBlock status={order.status} />
            <TopUpInfo attrs={order.attrs} />
            <Cards cards={order.cardsInfo ?? []} />
            <Product order={order} />
            <Price order={order} />
            <Info order={order} />
            <OrderFooter
              order={order}
              startCancel={startCancel}
              onChanged={() => void detail.refetch()}
            />
            <PhoneCheck orderId={orderId} />
          </>
        ) : detail.isError ? (
          <BlockError message={t('loadDetailFailed')} onRetry={() => void detail.refetch()} />
        ) : (
          <BlockLoading height={240} />
        )}
      </main>
    </div>
  );
}

/**
 * What the list asked for (its Cancel), read once: the history entry forgets it, so a reload
 * or a return does not open the flow again.
 */
function useStartIntent(): OrderDetailIntent['start'] {
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => (location.state as OrderDetailIntent | null)?.start);
  const hasState = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (hasState) void navigate({ search: location.search }, { replace: true, state: null });
  }, [hasState, location.search, navigate]);
  return start;
}

/** The member detail check: the phone-verification popup when the order needs it. */
function PhoneCheck({ orderId }: { orderId: string }) {
  const check = useGetOrderMemberDetail({ orderId }, { query: { select: okData } });
  const [closed, setClosed] = useState(false);
  if (closed || !check.data?.needPhoneVerify) return null;
  return (
    <PhoneVerifyDialog
      check={check.data}
      onClose={() => {
        setClosed(true);
      }}
    />
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatusBlock({ status }: { status: string }) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  return (
    <Block id="order-status" title={t(`orders:status.${status}`, { defaultValue: '' })}>
      <p>{t(`statusHint.${status}`, { defaultValue: '' })}</p>
      {showsGuarantee(status) && <p>{t('guarantee')}</p>}
    </Block>
  );
}

function TopUpInfo({ attrs }: { attrs: string }) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  const entries = parseAttrs(attrs);
  if (entries.length === 0) return null;
  return (
    <Block id="order-top-up" title={t('topUpInfo')}>
      <dl className={styles.rows}>
        {entries.map((entry, index) => (
          <div key={index} className={styles.row}>
            <dt>{entry.name}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

function Cards({ cards }: { cards: readonly CardInfo[] }) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  const [expanded, setExpanded] = useState(false);
  if (cards.length === 0) return null;
  const shown = expanded ? cards : cards.slice(0, CARDS_SHOWN_FOLDED);
  return (
    <Block id="order-cards" title={t('cards')}>
      <ul className={styles.rows} aria-label={t('cards')}>
        {shown.map((card, index) => (
          <li key={index}>
            <CopyRow label={t('cardNo')} value={card.cardNo} />
            {card.cardPwd ? <CopyRow label={t('cardPwd')} value={card.cardPwd} /> : null}
          </li>
        ))}
      </ul>
      {cards.length > CARDS_SHOWN_FOLDED && (
        <button
          type="button"
          className={styles.copy}
          aria-expanded={expanded}
          onClick={() => {
            setExpanded(!expanded);
          }}
        >
          {expanded ? t('showFewerCards') : t('showAllCards', { count: cards.length })}
        </button>
      )}
    </Block>
  );
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  return (
    <div className={styles.row}>
      <span>{label}</span>
      <span>
        {value}
        <button
          type="button"
          className={styles.copy}
          aria-label={t('copyLabel', { what: `${label} ${value}` })}
          onClick={() => void copyText(value)}
        >
          {t('copy')}
        </button>
      </span>
    </div>
  );
}

function Product({ order }: { order: Order }) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  return (
    <Block id="order-product" title={t('product')}>
      <div className={styles.orderLink}>
        <img src={order.pic} alt="" width={64} height={64} className={styles.pic} />
        <span className={styles.orderText}>
          <span className={styles.orderName}>{order.spuName}</span>
          <span>{order.attrvalue}</span>
          <span>
            {formatMoney(order.symbol, order.priceFee)} × {order.num}
          </span>
        </span>
      </div>
    </Block>
  );
}

function Price({ order }: { order: Order }) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  const money = (amount: number) => formatMoney(order.symbol, amount);
  const rows: [string, string][] = [
    [t('subtotal'), money(order.subtotalMoney)],
    [t('fee'), money(order.fee)],
    [t('coupon'), `-${money(order.couponsPrice)}`],
    // No balance used, no balance line (issue 23 item 9: "-$0.00" said nothing).
    ...(order.payBalance > 0
      ? [[t('balance'), `-${money(order.payBalance)}`] as [string, string]]
      : []),
    [order.status === '0' ? t('due') : t('paid'), money(order.paymentAmount)],
  ];
  return (
    <Block id="order-price" title={t('price')}>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

function Info({ order }: { order: Order }) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  return (
    <Block id="order-info" title={t('info')}>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('orderNumber')}</dt>
          <dd>
            {order.orderId}
            <button
              type="button"
              className={styles.copy}
              aria-label={t('copyLabel', { what: t('orderNumber') })}
              onClick={() => void copyText(order.orderId)}
            >
              {t('copy')}
            </button>
          </dd>
        </div>
        {order.payName ? (
          <div className={styles.row}>
            <dt>{t('payName')}</dt>
            <dd>{order.payName}</dd>
          </div>
        ) : null}
        {TIMES.map((key) =>
          order[key] ? (
            <div key={key} className={styles.row}>
              <dt>{t(`times.${key}`)}</dt>
              <dd>{order[key]}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </Block>
  );
}
