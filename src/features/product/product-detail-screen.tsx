// goodsDetail and productDetail (seed 000 section 2): image with the sold-out overlay, the
// new-user coupon banner for guests, name and selected type, service icons, selling point,
// the coupon strip and popup, type tabs and denominations, the expandable rich-text detail,
// the latest review, a follow banner, 4 recommendations and the bottom bar.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useGetProductDetail } from '../../api/generated/catalog/catalog';
import type { Coupon, ProductDetail } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { DocumentHead } from '../../components/document-head';
import { LineIcon } from '../../components/icons';
import { Later } from '../../components/later';
import { PageHeader } from '../../components/page-header';
import { StructuredData } from '../../components/structured-data';
import { PurchaseOptions } from './purchase-options';
import { initialSelection, resolveSelection, type PurchaseSelection } from './purchase-selection';
import { paths } from '../../config/paths';
import { priceWithBestCoupon } from '../../lib/coupon-maths';
import { readCurrency } from '../../lib/locale-cookies';
import { lineTotal } from '../../lib/money';
import { useIsSignedIn } from '../../lib/use-is-signed-in';
import { useLocale } from '../../lib/use-locale';
import { useOnceTrue } from '../../lib/use-once-true';
import { cachedProductCoupons } from './cached-coupons';
import { CouponStrip } from './coupon-strip';
import { DetailLoadState } from './detail-load-state';
import { readMemberLevelName } from './member-level';
import { PurchaseBar } from './purchase-bar';
import { useBuyFlow } from './use-buy-flow';
import type { ProductCouponState } from './product-coupons-source';
import { productJsonLd } from './product-structured-data';
import { useRecordVisit } from './use-record-visit';
import styles from './product.module.css';

// The coupon pop-up opens on a tap: its code arrives then, not with the first screen.
// What lies below the first screen (rich detail, reviews, follow banner) and the
// recommendations at the very bottom (with the product card) are chunks fetched after the
// first screen, which keeps goodsDetail's initial JavaScript within budget.
const BelowFirstScreen = lazy(async () => ({
  default: (await import('./below-first-screen')).BelowFirstScreen,
}));
const RecommendedProducts = lazy(async () => ({
  default: (await import('./recommended-products')).RecommendedProducts,
}));
const CouponPopup = lazy(async () => ({ default: (await import('./coupon-popup')).CouponPopup }));
// The coupon calls (and the mutation code they bring) leave once the first screen has
// painted; if their chunk cannot load, the page goes on without coupons.
const ProductCouponsSource = lazy(async () => {
  try {
    return { default: (await import('./product-coupons-source')).ProductCouponsSource };
  } catch {
    return { default: () => null };
  }
});
const NO_COUPONS: ProductCouponState = { coupons: [], usable: [] };

export interface ProductDetailScreenProps {
  spuId: number | undefined;
  categoryId: number | undefined;
  /** goodsDetail only: a saved recharge account carried on to ConfirmOrder. */
  memberNumber?: string;
  type?: string;
}

export function ProductDetailScreen(props: ProductDetailScreenProps) {
  return (
    <div className={styles.page}>
      <ProductHeader />
      {/* The route guarantees a spuId or a categoryId (query validation). */}
      <ProductLoader {...props} />
    </div>
  );
}

function ProductHeader() {
  const { t } = useTranslation('product');
  const lang = useLocale();
  return (
    <PageHeader
      title={t('title')}
      back={{ to: paths.home.getHref(lang), label: t('back'), throughHistory: true }}
    />
  );
}

/** Loads the product by spuId, or by categoryId alone (the Class tab's links). */
function ProductLoader(props: ProductDetailScreenProps) {
  const { t } = useTranslation(['product', 'common']);
  const { spuId, categoryId } = props;
  const { data, isPending, isError, refetch } = useGetProductDetail(
    {
      ...(spuId === undefined ? {} : { spuId }),
      ...(categoryId === undefined ? {} : { categoryId }),
    },
    { query: { select: okData } },
  );
  if (data) return <ProductView {...props} detail={data} />;
  return (
    <main className={styles.state}>
      <DocumentHead title={t('title')} />
      <DetailLoadState isPending={isPending} isError={isError} refetch={refetch} />
    </main>
  );
}

function ProductView({
  detail,
  spuId,
  memberNumber,
  type,
}: ProductDetailScreenProps & { detail: ProductDetail }) {
  const { t } = useTranslation('product');
  const lang = useLocale();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const types = detail.rechargeTypeList;
  const [chosen, setChosen] = useState<PurchaseSelection>(() => initialSelection(types, spuId));
  const [num, setNum] = useState(1);
  const [couponsOpen, setCouponsOpen] = useState(false);
  const couponPopupMounted = useOnceTrue(couponsOpen);
  const nameId = useId();

  // A reload (say, after a currency change) may reshape the lists: keep the choice if it
  // still exists, else start again from the server's preselection.
  let selection = chosen;
  let { type: rechargeType, option } = resolveSelection(types, selection);
  if (!option) {
    selection = initialSelection(types, chosen.spuId ?? spuId);
    ({ type: rechargeType, option } = resolveSelection(types, selection));
  }
  const itemId = option?.spuId;
  const productCategoryId = detail.categoryId;

  // The coupons the page arrived with (a server-rendered page's), so the strip is there from
  // the first render (cached-coupons.ts); the coupon source takes over once it has run.
  const queryClient = useQueryClient();
  const [couponState, setCouponState] = useState<ProductCouponState>(() => ({
    ...NO_COUPONS,
    coupons: cachedProductCoupons(queryClient, itemId, signedIn),
  }));
  const { coupons, usable } = couponState;
  const { buy, busy, dialogs } = useBuyFlow();

  const price = priceWithBestCoupon(option ? lineTotal(option.priceFee, num) : 0, usable);
  const originalTotal = option ? lineTotal(option.marketPrice, num) : 0;
  const levelName = signedIn ? readMemberLevelName() : undefined;
  const structuredData = productJsonLd(detail, option, readCurrency());
  const services = (detail.tag ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  // What lies below the first screen, made once per product, not at every choice: on a page
  // the server rendered, those sections keep the server's HTML until their chunk arrives,
  // and an element given new props meanwhile would make React drop that HTML for the empty
  // fallback (the page would shrink under the shopper's finger; hydration-taps.spec.ts).
  const below = useMemo(() => {
    const allSpuIds = [
      ...(spuId === undefined ? [] : [spuId]),
      ...detail.rechargeTypeList.flatMap((entry) => entry.spuList.map((item) => item.spuId)),
    ];
    return (
      <Later>
        {/* Together, in their order, once both chunks are there. */}
        <Suspense fallback={null}>
          <BelowFirstScreen detail={detail} />
          <RecommendedProducts excludeSpuIds={allSpuIds} />
        </Suspense>
      </Later>
    );
  }, [detail, spuId]);
  // Seed 000 section 7: "Visit record: data (item id), uid" — the item the page opened on.
  useRecordVisit(spuId ?? itemId);

  const onClaim = (coupon: Coupon) => {
    if (!signedIn) {
      // The sign-in intent's module arrives with the tap (not part of the first screen).
      void import('../../lib/purchase-intent').then(({ rememberProduct }) => {
        rememberProduct({ spuId: itemId ?? spuId, categoryId: productCategoryId });
        void navigate(paths.login.getHref(lang));
      });
      return;
    }
    if (coupon.id !== undefined) couponState.claim?.(coupon.id);
  };

  return (
    <>
      <DocumentHead
        title={detail.seoTitle || detail.categoryName}
        description={detail.seoDescription}
        keywords={detail.seoKeywords}
      />
      {structuredData ? <StructuredData data={structuredData} /> : null}
      <Later>
        <Suspense fallback={null}>
          <ProductCouponsSource
            itemId={itemId}
            num={num}
            signedIn={signedIn}
            onChange={setCouponState}
          />
        </Suspense>
      </Later>
      <main className={styles.main}>
        <div className={styles.gallery}>
          <img
            src={detail.pic}
            alt={detail.categoryName}
            width={375}
            height={240}
            className={styles.image}
          />
          {detail.sellOut ? (
            <div className={styles.soldOutOverlay}>
              <span>{t('soldOut')}</span>
            </div>
          ) : null}
        </div>

        {!signedIn ? (
          <p className={styles.newUserBanner}>
            <span>{t('newUser.text')}</span>
            <Link to={paths.registration.getHref(lang)} className={styles.newUserAction}>
              {t('newUser.action')}
            </Link>
          </p>
        ) : null}

        <section className={styles.summary} aria-labelledby={nameId}>
          <h2 id={nameId} className={styles.name}>
            {detail.categoryName}
          </h2>
          {rechargeType && option ? (
            <p className={styles.selected}>
              {t('selected', { type: rechargeType.name, value: option.attrvalue })}
            </p>
          ) : null}
          {services.length > 0 ? (
            <ul className={styles.services} aria-label={t('services')}>
              {services.map((service) => (
                <li key={service}>
                  <LineIcon d="M5 12l5 5 9-10" size={14} strokeWidth={3} />
                  {service}
                </li>
              ))}
            </ul>
          ) : null}
          {detail.blurb ? <p className={styles.blurb}>{detail.blurb}</p> : null}
          <CouponStrip
            coupons={coupons}
            symbol={detail.symbol}
            onOpen={() => {
              setCouponsOpen(true);
            }}
          />
        </section>

        <div className={styles.section}>
          <PurchaseOptions
            types={types}
            selection={selection}
            onChange={setChosen}
            symbol={detail.symbol}
          />
        </div>

        {/* Below the first screen: rendered just after it, so that neither render is long. */}
        {below}
      </main>

      <PurchaseBar
        symbol={detail.symbol}
        total={price.total}
        originalTotal={originalTotal}
        saving={price.applied ? price.saving : undefined}
        levelName={levelName}
        num={num}
        onNumChange={setNum}
        soldOut={detail.sellOut}
        busy={busy}
        canBuy={option !== undefined}
        onBuy={() => {
          if (!option) return;
          void buy({
            spuId: option.spuId,
            num,
            categoryId: productCategoryId,
            ...(memberNumber ? { memberNumber } : {}),
            ...(type ? { type } : {}),
          });
        }}
      />

      {couponPopupMounted ? (
        <Suspense fallback={null}>
          <CouponPopup
            open={couponsOpen}
            onClose={() => {
              setCouponsOpen(false);
            }}
            coupons={coupons}
            symbol={detail.symbol}
            onClaim={onClaim}
            claimingId={couponState.claimingId}
          />
        </Suspense>
      ) : null}
      {dialogs}
    </>
  );
}
