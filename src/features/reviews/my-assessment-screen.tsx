// myAssessment (seed 001 section 2: "My reviews: tabs All, Pending, Completed"): the review
// order list of the chosen tab in one request (status 3, page size 999999), Rate Now for an
// order waiting for its review and 'View review' for a reviewed one (ARIA tabs); an order
// of status '3' or of a value the contract does not list shows without either.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useListOrders } from '../../api/generated/orders/orders';
import type { OrderListItem } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import {
  ASSESSMENT_TABS,
  reviewAction,
  reviewOrdersRequest,
  type AssessmentTab,
} from './review-orders';
import styles from './reviews.module.css';

export function MyAssessmentScreen() {
  const { t } = useTranslation('reviews');
  const lang = useLocale();
  const [tab, setTab] = useState<AssessmentTab>('all');
  const orders = useListOrders(reviewOrdersRequest(tab), { query: { select: okData } });

  return (
    <main className={styles.page}>
      <DocumentHead title={t('mine.title')} />
      <PageHeader
        title={t('mine.title')}
        back={{ to: paths.me.getHref(lang), label: t('back'), throughHistory: true }}
      />
      <Tabs
        values={ASSESSMENT_TABS}
        value={tab}
        onChange={setTab}
        labelOf={(value) => t(`mine.${value}`)}
        label={t('mine.tabs')}
        panelClassName={styles.panel}
      >
        {orders.isPending && <BlockLoading height={96} />}
        {orders.isError && (
          <BlockError message={t('loadFailed')} onRetry={() => void orders.refetch()} />
        )}
        {orders.data?.list.length === 0 && <p className={styles.notice}>{t('mine.empty')}</p>}
        {orders.data && orders.data.list.length > 0 && (
          <ul className={styles.orderList}>
            {orders.data.list.map((order) => (
              <ReviewOrder key={order.orderId} order={order} />
            ))}
          </ul>
        )}
      </Tabs>
    </main>
  );
}

function ReviewOrder({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('reviews');
  const lang = useLocale();
  const nameId = `review-order-${order.orderId}`;
  const action = reviewAction(order);
  return (
    <li className={styles.orderCard}>
      <img src={order.pic} alt="" width={64} height={64} className={styles.orderImage} />
      <div className={styles.orderText}>
        <p id={nameId} className={styles.orderName}>
          {order.spuName}
        </p>
        <p className={styles.muted}>{order.attrvalue}</p>
        <p className={styles.muted}>{t('mine.orderTime', { time: order.createTime })}</p>
        {action && (
          <Link
            className={styles.orderAction}
            aria-describedby={nameId}
            to={
              action === 'view'
                ? paths.evaluateDetail.getHref(lang, { orderId: order.orderId })
                : paths.evaluate.getHref(lang, { orderId: order.orderId })
            }
          >
            {action === 'view' ? t('mine.viewReview') : t('mine.rateNow')}
          </Link>
        )}
      </div>
    </li>
  );
}
