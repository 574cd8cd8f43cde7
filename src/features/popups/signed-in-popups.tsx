// The pop-ups of a signed-in shopper (seed 000 section 4 "Other pop-ups", seed 001 section
// 4 "Coupon pop-ups"), decided once when mounted:
// 1. the rookie coupon pop-up while the RookieCoupons cookie is '1' (closing removes it);
// 2. otherwise, when the last unpaid-order tip was closed at least 3600 s ago (or never),
//    the unpaid-order check; with an orderId the tip shows (switch payment -> GoPay, cancel
//    -> OrderDetail);
// 3. whenever the tip does not show, the unused-coupons pop-up, at most once per 86400 s and
//    only while the CouponLength cookie exists (view coupons -> Coupons, or continue
//    shopping). The tip and the unused-coupons pop-up stamp their close time.
// Guests see nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckUnpaidOrder } from '../../api/generated/orders/orders';
import { okData } from '../../api/http-client';
import { Dialog } from '../../components/dialog';
import { paths } from '../../config/paths';
import { COOKIE, readCookie, removeCookie } from '../../lib/cookies';
import { useIsSignedIn } from '../../lib/use-is-signed-in';
import { useLocale } from '../../lib/use-locale';
import {
  readStamp,
  rookieCouponDue,
  unpaidCheckDue,
  unusedCouponsDue,
  writeStamp,
} from './popup-rules';
import styles from './popups.module.css';

export function SignedInPopups() {
  const signedIn = useIsSignedIn();
  return signedIn ? <SignedInPopupFlow /> : null;
}

function SignedInPopupFlow() {
  const { t } = useTranslation('popups');
  const lang = useLocale();
  const navigate = useNavigate();

  // The decision inputs are read once, when the flow starts.
  const [start] = useState(() => {
    const now = Date.now();
    const couponCount = readCookie(COOKIE.couponLength);
    const rookie = rookieCouponDue(readCookie(COOKIE.rookieCoupons));
    return {
      rookie,
      checkUnpaid: !rookie && unpaidCheckDue(now, readStamp('unpaidTip')),
      coupons: !rookie && unusedCouponsDue(now, readStamp('unusedCoupons'), couponCount),
      couponCount: Number(couponCount),
    };
  });
  const [closed, setClosed] = useState({ rookie: false, tip: false, coupons: false });

  const check = useCheckUnpaidOrder({
    // Each due visit asks the server again: no cached answer decides.
    query: { enabled: start.checkUnpaid, select: okData, staleTime: 0, gcTime: 0 },
    request: { silent: true },
  });
  const checked = check.isFetchedAfterMount || check.isError;
  const unpaidOrderId = check.isFetchedAfterMount ? (check.data?.orderId ?? null) : null;

  const tipOpen = start.checkUnpaid && unpaidOrderId !== null && !closed.tip;
  // The tip did not show: it was not due, the check failed, or there is no unpaid order.
  const tipPassed = !start.checkUnpaid || (checked && unpaidOrderId === null);
  const couponsOpen = start.coupons && tipPassed && !closed.coupons;

  const closeRookie = () => {
    removeCookie(COOKIE.rookieCoupons);
    setClosed((c) => ({ ...c, rookie: true }));
  };
  const closeTip = () => {
    writeStamp('unpaidTip');
    setClosed((c) => ({ ...c, tip: true }));
  };
  const closeCoupons = () => {
    writeStamp('unusedCoupons');
    setClosed((c) => ({ ...c, coupons: true }));
  };

  return (
    <>
      <Dialog
        open={start.rookie && !closed.rookie}
        title={t('rookie.title')}
        onClose={closeRookie}
        actions={
          <>
            <button type="button" className={styles.secondary} onClick={closeRookie}>
              {t('rookie.close')}
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                closeRookie();
                void navigate(paths.coupons.getHref(lang));
              }}
            >
              {t('rookie.viewCoupons')}
            </button>
          </>
        }
      >
        <p className={styles.text}>{t('rookie.body')}</p>
      </Dialog>

      <Dialog
        open={tipOpen}
        title={t('unpaid.title')}
        onClose={closeTip}
        actions={
          unpaidOrderId !== null && (
            <>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  closeTip();
                  void navigate(paths.orderDetail.getHref(lang, { orderId: unpaidOrderId }));
                }}
              >
                {t('unpaid.cancelOrder')}
              </button>
              <button
                type="button"
                className={styles.primary}
                onClick={() => {
                  closeTip();
                  void navigate(paths.goPay.getHref(lang, { orderId: unpaidOrderId }));
                }}
              >
                {t('unpaid.switchPayment')}
              </button>
            </>
          )
        }
      >
        <p className={styles.text}>{t('unpaid.body', { orderId: unpaidOrderId ?? '' })}</p>
        <button type="button" className={styles.close} onClick={closeTip}>
          {t('unpaid.close')}
        </button>
      </Dialog>

      <Dialog
        open={couponsOpen}
        title={t('unusedCoupons.title')}
        onClose={closeCoupons}
        actions={
          <>
            <button type="button" className={styles.secondary} onClick={closeCoupons}>
              {t('unusedCoupons.continueShopping')}
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                closeCoupons();
                void navigate(paths.coupons.getHref(lang));
              }}
            >
              {t('unusedCoupons.viewCoupons')}
            </button>
          </>
        }
      >
        <p className={styles.text}>
          {Number.isInteger(start.couponCount) && start.couponCount > 0
            ? t('unusedCoupons.body', { count: start.couponCount })
            : t('unusedCoupons.bodyGeneric')}
        </p>
      </Dialog>
    </>
  );
}
