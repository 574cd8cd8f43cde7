// Tabs/Coupons (seed 001 sections 2 and 4): the member's coupons in ARIA tabs unused (0),
// used (1) and expired (2), each coupon with its value (an amount off, or 100 x (1 - rate)
// rounded percent off), minimum spend and validity (an end time, or days after claim), and
// the redeem dialog for a rookie coupon code.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCouponsByStatus } from '../../api/generated/coupons/coupons';
import type { Coupon } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { useCouponTexts } from '../../components/coupon-texts';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { COUPON_TABS, couponTabRequest, type CouponTab } from './coupon-tabs';
import { RedeemDialog } from './redeem-dialog';
import styles from './coupons.module.css';

export function CouponsScreen() {
  const { t } = useTranslation('myCoupons');
  const lang = useLocale();
  const [tab, setTab] = useState<CouponTab>('unused');
  const [redeeming, setRedeeming] = useState(false);
  const coupons = useListCouponsByStatus(couponTabRequest(tab), { query: { select: okData } });

  return (
    <main className={styles.page}>
      <DocumentHead title={t('title')} />
      <PageHeader
        title={t('title')}
        back={{ to: paths.me.getHref(lang), label: t('back'), throughHistory: true }}
      />
      <div className={styles.redeemBar}>
        <button
          type="button"
          className={styles.primaryButton}
          aria-haspopup="dialog"
          onClick={() => {
            setRedeeming(true);
          }}
        >
          {t('redeem.open')}
        </button>
      </div>
      <Tabs
        values={COUPON_TABS}
        value={tab}
        onChange={setTab}
        labelOf={(value) => t(`tabs.${value}`)}
        label={t('tabs.label')}
        panelClassName={styles.panel}
      >
        {coupons.isPending && <BlockLoading height={96} />}
        {coupons.isError && (
          <BlockError message={t('loadFailed')} onRetry={() => void coupons.refetch()} />
        )}
        {coupons.data?.length === 0 && <p className={styles.notice}>{t(`empty.${tab}`)}</p>}
        {coupons.data && coupons.data.length > 0 && (
          <ul className={styles.list}>
            {coupons.data.map((coupon, index) => (
              <CouponCard
                key={coupon.userSpuCouponsId ?? coupon.id ?? index}
                coupon={coupon}
                tab={tab}
              />
            ))}
          </ul>
        )}
      </Tabs>
      <RedeemDialog
        open={redeeming}
        onClose={() => {
          setRedeeming(false);
        }}
      />
    </main>
  );
}

function CouponCard({ coupon, tab }: { coupon: Coupon; tab: CouponTab }) {
  const { t } = useTranslation('myCoupons');
  const texts = useCouponTexts(coupon.symbol ?? null);
  const validity = texts.validity(coupon);
  return (
    <li className={tab === 'unused' ? styles.card : `${styles.card} ${styles.inactive}`}>
      <p className={styles.value}>{texts.value(coupon)}</p>
      <div className={styles.body}>
        {coupon.name ? <p className={styles.name}>{coupon.name}</p> : null}
        <p>{texts.condition(coupon)}</p>
        {coupon.spuName ? <p className={styles.muted}>{coupon.spuName}</p> : null}
        {validity ? <p className={styles.muted}>{validity}</p> : null}
        {tab !== 'unused' ? <p className={styles.status}>{t(`tabs.${tab}`)}</p> : null}
      </div>
    </li>
  );
}
