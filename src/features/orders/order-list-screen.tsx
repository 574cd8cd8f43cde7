// The Order tab (seed 001 section 2, "Orders page"): tabs All, Unpaid, Shipping, Reviewing
// and Completed, a time filter, a name search and the infinite-scroll list. Each item opens
// its order (replace navigation) and offers the actions of its status (Cancel opens the
// order with its cancel flow).
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OrderListItem } from '../../api/generated/model';
import { BlockError } from '../../components/block-state';
import { paths } from '../../config/paths';
import { scrollIntoStrip } from '../../lib/scroll-into-strip';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useLocale } from '../../lib/use-locale';
import {
  isKnownStatus,
  listActions,
  ORDER_TABS,
  TIME_FILTERS,
  type OrderListFilter,
  type TimeFilter,
} from './order-rules';
import {
  rememberedFilter,
  rememberedScroll,
  rememberFilter,
  rememberScroll,
} from './order-list-memory';
import { OrderActions } from './order-actions';
import type { OrderDetailIntent } from './order-footer';
import { forgetOrderPages, useOrderPages } from './use-order-pages';
import styles from './orders.module.css';

// Below the first screen (the end of the list): fetched once the list has painted.
const ListEnd = lazy(async () => ({
  default: (await import('../../components/paged-list/list-end')).ListEnd,
}));

export function OrderListScreen() {
  const { t } = useTranslation(['orders', 'common']);
  const lang = useLocale();
  const [filter, setFilterState] = useState<OrderListFilter>(rememberedFilter);
  const [draft, setDraft] = useState(filter.name);
  const queryClient = useQueryClient();
  const pages = useOrderPages(filter);
  const { items, isPending, isError, refetch } = pages;
  const listPainted = useAfterFirstPaint(!isPending);

  // Seed 001 section 4: "Changing a tab resets the page to 1" (the time filter and the name
  // search too). The new list starts at the top, before it renders: left at the end of a
  // long list, the browser kept the view at the bottom while each page arrived, so the
  // list's end stayed in view and every page loaded at once (issue 23 item 7). A list seen
  // before starts again from its first page too.
  const setFilter = (next: OrderListFilter) => {
    // The same filter (a search for the text already searched) is the list as it is.
    if (next.tab === filter.tab && next.date === filter.date && next.name === filter.name) return;
    rememberFilter(next);
    rememberScroll(0);
    window.scrollTo(0, 0);
    forgetOrderPages(queryClient, next);
    setFilterState(next);
  };

  // The chosen tab in view in its strip (a remembered Completed starts out of view when the
  // English tabs scroll at 320 px).
  const tabStrip = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const strip = tabStrip.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (strip && chosen) scrollIntoStrip(strip, chosen);
  }, [filter.tab]);

  // Back from an order: the list where it was (its pages are still in the cache).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || isPending) return;
    restored.current = true;
    const y = rememberedScroll();
    if (y > 0) window.scrollTo(0, y);
  }, [isPending]);

  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    setFilter({ ...filter, name: draft });
  };

  return (
    <div className={styles.page}>
      <nav ref={tabStrip} aria-label={t('tabsLabel')} className={styles.tabs}>
        {ORDER_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={filter.tab === tab}
            className={styles.tab}
            onClick={() => {
              if (tab !== filter.tab) setFilter({ ...filter, tab });
            }}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </nav>
      <div className={styles.filters}>
        <label className={styles.timeFilter}>
          <span className="visually-hidden">{t('timeFilterLabel')}</span>
          <select
            value={filter.date}
            onChange={(event) => {
              setFilter({ ...filter, date: event.target.value as TimeFilter });
            }}
          >
            {TIME_FILTERS.map((date) => (
              <option key={date} value={date}>
                {t(`timeFilters.${date}`)}
              </option>
            ))}
          </select>
        </label>
        <form role="search" className={styles.search} onSubmit={onSearch}>
          <input
            type="search"
            aria-label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
          />
          <button type="submit" className={styles.searchButton}>
            {t('searchButton')}
          </button>
        </form>
      </div>
      {isPending ? (
        <p role="status" className={styles.notice}>
          {t('common:loading')}
        </p>
      ) : isError && items.length === 0 ? (
        <BlockError message={t('loadFailed')} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <div className={styles.notice}>
          <p>{t('empty')}</p>
          <Link to={paths.home.getHref(lang)} className={styles.secondary}>
            {t('goShopping')}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.orders}>
            {items.map((item) => (
              <OrderItem key={item.orderId} item={item} />
            ))}
          </ul>
          {listPainted && (
            <Suspense fallback={null}>
              <ListEnd list={pages} failedText={t('moreFailed')} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

function OrderItem({ item }: { item: OrderListItem }) {
  const { t } = useTranslation('orders');
  const lang = useLocale();
  const navigate = useNavigate();
  const actions = listActions(item.status);
  const detailHref = paths.orderDetail.getHref(lang, { orderId: item.orderId });
  const keepScroll = () => {
    rememberScroll(window.scrollY);
  };
  return (
    <li className={styles.order}>
      <Link replace to={detailHref} className={styles.orderLink} onClick={keepScroll}>
        <img src={item.pic} alt="" width={64} height={64} loading="lazy" className={styles.pic} />
        <span className={styles.orderText}>
          <span className={styles.orderName}>{item.spuName}</span>
          <span>{item.attrvalue}</span>
          <span className={styles.muted}>{item.createTime}</span>
        </span>
        <span className={styles.orderSide}>
          {/* A status the contract does not list has no label (issue 23 item 6). */}
          {isKnownStatus(item.status) && (
            <span className={styles.status}>{t(`status.${item.status}`)}</span>
          )}
          {item.rechargeType === 2 && <span className={styles.badge}>{t('cardBadge')}</span>}
        </span>
      </Link>
      {actions.length > 0 && (
        <OrderActions
          order={item}
          actions={actions}
          subject={item.spuName}
          className={styles.actions}
          onCancel={() => {
            keepScroll();
            // The cancel flow needs the order's coupon: OrderDetail opens it at once.
            const intent: OrderDetailIntent = { start: 'cancel' };
            void navigate(detailHref, { replace: true, state: intent });
          }}
        />
      )}
    </li>
  );
}
