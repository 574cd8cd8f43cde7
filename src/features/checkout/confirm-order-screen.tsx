// ConfirmOrder (seed 001 section 2): the item (picture, name, type, quantity), the
// Information form, Discounts, Payment Methods (only when something is due), Billing Address
// (only when the chosen payment needs one and something is due), the price breakdown and
// Submit ('Creating order' while busy). The checkout data is asked for with itemId and num;
// the member's coupons for the item come from the coupon search (keyong, bukeyong).
//
// The first screen is this light module: the header and the item. Everything below the item
// is a chunk (confirm-order-body.tsx: the choices, the payment methods, the price and the
// footer), which renders the form from a chunk of its own (react-hook-form, Zod, the request
// schemas). The route's prefetch starts the body with the calls (and the form too when the
// page has painted before; on a landing the body asks for it once the payment methods have
// been painted). Neither is part of the page's initial JavaScript (docs/performance.md).
// The production server renders the body into the page (its payment methods are the page's
// largest paint), and the browser keeps that HTML until the body's chunk is here
// (components/chunk-block.tsx). Opened from another screen, its place is held at about its
// height until the chunk and its texts are here, and nothing can be typed or chosen, so
// nothing can be lost. A chunk that fails to load shows the block's error state with Retry.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCheckoutDetails } from '../../api/generated/checkout/checkout';
import type { CheckoutData } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { ChunkBoundary, useChunkComponent } from '../../components/chunk-block';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useTextsLoaded } from '../../i18n/use-texts-loaded';
import { useLocale } from '../../lib/use-locale';
import {
  CONFIRM_ORDER_BODY_NAMESPACES,
  confirmOrderBodyChunk as bodyChunk,
} from './confirm-order-body-chunk';
import type { ConfirmOrderQuery } from './confirm-order-query';
import styles from './confirm-order.module.css';

/** About the height of the sections below the item (Information to the price breakdown). */
const BODY_PLACEHOLDER_HEIGHT = 560;

export function ConfirmOrderScreen({ query }: { query: ConfirmOrderQuery }) {
  const { t } = useTranslation('checkout');
  const lang = useLocale();
  const details = useGetCheckoutDetails(
    { itemId: query.itemId, num: query.num },
    { query: { select: okData } },
  );
  return (
    <main className={styles.page}>
      <DocumentHead title={t('title')} />
      <PageHeader
        title={t('title')}
        back={{
          to: paths.goodsDetail.getHref(lang, { spuId: query.itemId }),
          label: t('back'),
          throughHistory: true,
        }}
      />
      {details.data ? (
        <>
          <OrderItem data={details.data} />
          <DeferredBody key={`${query.itemId}-${query.num}`} data={details.data} query={query} />
        </>
      ) : details.isError ? (
        <BlockError message={t('loadFailed')} onRetry={() => void details.refetch()} />
      ) : (
        <BlockLoading height={360} />
      )}
    </main>
  );
}

function OrderItem({ data }: { data: CheckoutData }) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.item} aria-label={data.name}>
      <img className={styles.itemImage} src={data.pic} alt="" width={64} height={64} />
      <div>
        <h2 className={styles.itemName}>{data.name}</h2>
        <p className={styles.muted}>{data.type}</p>
        <p className={styles.muted}>{t('item.quantity', { num: data.num })}</p>
      </div>
    </section>
  );
}

function DeferredBody({ data, query }: { data: CheckoutData; query: ConfirmOrderQuery }) {
  const { t, i18n } = useTranslation('checkout');
  const { Block: ConfirmOrderBody, retry } = useChunkComponent(bodyChunk);
  // The body renders once its texts are here too (its first render does not suspend on
  // them: i18n/use-texts-loaded.ts). On a page the server rendered they are: the server
  // names them with the page.
  const textsLoaded = useTextsLoaded(i18n, CONFIRM_ORDER_BODY_NAMESPACES);
  // One element while nothing it shows changes: a render of the screen (the browser taking
  // over, a reply's refetch) must not reach the body's boundary before it has hydrated, or
  // React would throw the server's body away and show the placeholder until the chunk came.
  return useMemo(() => {
    const placeholder = <BlockLoading height={BODY_PLACEHOLDER_HEIGHT} />;
    return (
      <ChunkBoundary
        loading={placeholder}
        failed={(again) => <BlockError message={t('formFailed')} onRetry={again} />}
        onRetry={retry}
      >
        {textsLoaded ? <ConfirmOrderBody data={data} query={query} /> : placeholder}
      </ChunkBoundary>
    );
  }, [ConfirmOrderBody, retry, textsLoaded, data, query, t]);
}
