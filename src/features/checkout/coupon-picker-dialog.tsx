// The coupon picker of ConfirmOrder (seed 001 sections 2 and 4): the usable coupons
// (keyong) to choose from, tapping the chosen one again deselects it; the coupons not
// usable for this purchase (bukeyong) listed with the Not_SatisfiedYet note and not
// selectable. Confirm returns the selection; closing keeps the previous one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../api/generated/model';
import { useCouponTexts, type CouponTexts } from '../../components/coupon-texts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { couponId, toggleCoupon } from './coupon-choice';
import styles from './confirm-order.module.css';

interface CouponPickerDialogProps {
  open: boolean;
  onClose: () => void;
  usable: readonly Coupon[];
  unusable: readonly Coupon[];
  chosenId: number | undefined;
  symbol: string;
  onConfirm: (id: number | undefined) => void;
}

export function CouponPickerDialog(props: CouponPickerDialogProps) {
  // A fresh draft each time it opens.
  return props.open ? <OpenPicker {...props} /> : null;
}

function OpenPicker({
  onClose,
  usable,
  unusable,
  chosenId,
  symbol,
  onConfirm,
}: CouponPickerDialogProps) {
  const { t } = useTranslation('checkout');
  const texts = useCouponTexts(symbol);
  const [draft, setDraft] = useState(chosenId);
  return (
    <ConfirmDialog
      open
      title={t('discounts.pickerTitle')}
      variant="sheet"
      cancelLabel={t('close')}
      confirmLabel={t('discounts.confirm')}
      onCancel={onClose}
      onConfirm={() => {
        onConfirm(draft);
      }}
    >
      <h3 className={styles.sectionTitle}>{t('discounts.usable', { count: usable.length })}</h3>
      <ul className={styles.choiceList}>
        {usable.map((coupon, index) => {
          const id = couponId(coupon);
          return (
            <li key={id ?? index}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={id !== undefined && id === draft}
                disabled={id === undefined}
                onClick={() => {
                  if (id !== undefined) setDraft((current) => toggleCoupon(current, id));
                }}
              >
                <CouponLines coupon={coupon} texts={texts} />
              </button>
            </li>
          );
        })}
      </ul>
      {unusable.length > 0 ? (
        <>
          <h3 className={styles.sectionTitle}>
            {t('discounts.unusable', { count: unusable.length })}
          </h3>
          <ul className={styles.choiceList}>
            {unusable.map((coupon, index) => (
              <li key={couponId(coupon) ?? index}>
                <button type="button" className={styles.choice} disabled>
                  <CouponLines coupon={coupon} texts={texts} />
                  <span className={styles.muted}>{t('discounts.notSatisfied')}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ConfirmDialog>
  );
}

function CouponLines({ coupon, texts }: { coupon: Coupon; texts: CouponTexts }) {
  const validity = texts.validity(coupon);
  return (
    <>
      <span className={styles.couponValue}>
        {texts.value(coupon)} · {texts.condition(coupon)}
      </span>
      {coupon.name ? <span>{coupon.name}</span> : null}
      {validity ? <span className={styles.muted}>{validity}</span> : null}
    </>
  );
}
