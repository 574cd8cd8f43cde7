// SearchDatail's first result (seed 000 section 2): the product with its recharge type tabs,
// denominations, quantity stepper, total and a Top Up Now button that follows the buy rules.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetProductDetail } from '../../api/generated/catalog/catalog';
import type { ProductDetail } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { PurchaseOptions } from './purchase-options';
import { initialSelection, resolveSelection } from './purchase-selection';
import { QuantityStepper } from '../../components/quantity-stepper';
import { paths } from '../../config/paths';
import { formatMoney, lineTotal } from '../../lib/money';
import { useLocale } from '../../lib/use-locale';
import { DetailLoadState } from './detail-load-state';
import { useBuyFlow } from './use-buy-flow';
import styles from './product.module.css';

export interface QuickPurchaseProps {
  /** The search result's item. */
  spuId: number;
  categoryId?: number;
  name: string;
  pic: string;
  /** The section heading ("Top result"). */
  title: string;
}

export function QuickPurchase({ spuId, categoryId, name, pic, title }: QuickPurchaseProps) {
  const lang = useLocale();
  const headingId = useId();
  const { data, isPending, isError, refetch } = useGetProductDetail(
    { spuId, ...(categoryId === undefined ? {} : { categoryId }) },
    { query: { select: okData } },
  );
  return (
    <section aria-labelledby={headingId} className={styles.quick}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      <div className={styles.quickHead}>
        <img src={pic} alt="" width={56} height={56} className={styles.quickImage} />
        <Link
          to={paths.goodsDetail.getHref(lang, { spuId, categoryId })}
          className={styles.quickName}
        >
          {name}
        </Link>
      </div>
      {data ? <QuickPurchaseForm detail={data} spuId={spuId} /> : null}
      <DetailLoadState isPending={isPending} isError={isError} refetch={refetch} />
    </section>
  );
}

function QuickPurchaseForm({ detail, spuId }: { detail: ProductDetail; spuId: number }) {
  const { t } = useTranslation('product');
  const types = detail.rechargeTypeList;
  const [chosen, setChosen] = useState(() => initialSelection(types, spuId));
  const [num, setNum] = useState(1);
  const { buy, busy, dialogs } = useBuyFlow();
  let selection = chosen;
  let { option } = resolveSelection(types, selection);
  if (!option) {
    selection = initialSelection(types, chosen.spuId ?? spuId);
    ({ option } = resolveSelection(types, selection));
  }
  const total = option ? lineTotal(option.priceFee, num) : 0;

  return (
    <>
      <PurchaseOptions
        types={types}
        selection={selection}
        onChange={setChosen}
        symbol={detail.symbol}
      />
      <div className={styles.quickFooter}>
        <QuantityStepper value={num} onChange={setNum} disabled={detail.sellOut} />
        <p className={styles.barTotal}>
          <span>{t('bar.total')}</span> <strong>{formatMoney(detail.symbol, total)}</strong>
        </p>
      </div>
      {detail.sellOut ? (
        <p className={styles.soldOutLabel}>{t('soldOut')}</p>
      ) : (
        <button
          type="button"
          className={styles.buyButtonWide}
          disabled={busy || !option}
          aria-busy={busy}
          onClick={() => {
            if (option) void buy({ spuId: option.spuId, num, categoryId: detail.categoryId });
          }}
        >
          {busy ? t('busy') : t('topUpNow')}
        </button>
      )}
      {dialogs}
    </>
  );
}
