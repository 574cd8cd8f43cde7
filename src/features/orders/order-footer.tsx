// OrderDetail's footer: the actions of the order's status (seed 001 section 4, "Order
// status"; `OrderActions`) and the cancel flow (a coupon order first offers to switch
// payment method and repay; then a reason is required, the cancel call, succesc_anceled,
// reload).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CancelReason, Order } from '../../api/generated/model';
import { useCancelOrder } from '../../api/generated/orders/orders';
import { Dialog } from '../../components/dialog';
import { paths } from '../../config/paths';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import {
  cancelRequest,
  cancelStartsWithCouponChoice,
  CANCEL_REASONS,
  detailFooter,
} from './order-rules';
import { OrderActions } from './order-actions';
import styles from './orders.module.css';

type Popup = 'couponChoice' | 'cancel' | undefined;

/** What OrderDetail starts with when the list's Cancel led there (router state). */
export interface OrderDetailIntent {
  start?: 'cancel';
}

interface OrderFooterProps {
  order: Order;
  /** The order changed on the server (cancelled): load it again. */
  onChanged: () => void;
  /** Open the cancel flow at once (the list's Cancel). */
  startCancel?: boolean;
}

export function OrderFooter({ order, onChanged, startCancel = false }: OrderFooterProps) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  const firstCancelStep = (): Popup =>
    cancelStartsWithCouponChoice(order) ? 'couponChoice' : 'cancel';
  const actions = detailFooter(order.status);
  const [popup, setPopup] = useState<Popup>(() =>
    startCancel && actions.includes('cancel') ? firstCancelStep() : undefined,
  );
  const close = () => {
    setPopup(undefined);
  };
  if (actions.length === 0) return null;

  return (
    <>
      <OrderActions
        order={order}
        actions={actions}
        onCancel={() => {
          setPopup(firstCancelStep());
        }}
        cancelOpensDialog
        groupLabel={t('footerLabel')}
        // Global: the shell then adds no room after the page (app/locale-layout.module.css).
        className={`${styles.footer} sticky-bottom-bar`}
      />
      <CouponChoiceDialog
        open={popup === 'couponChoice'}
        order={order}
        onClose={close}
        onCancel={() => {
          setPopup('cancel');
        }}
      />
      <CancelReasonDialog
        open={popup === 'cancel'}
        orderId={order.orderId}
        onClose={close}
        onCancelled={() => {
          close();
          onChanged();
        }}
      />
    </>
  );
}

function CouponChoiceDialog({
  open,
  order,
  onClose,
  onCancel,
}: {
  open: boolean;
  order: Order;
  onClose: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  const lang = useLocale();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('couponChoice.title')}
      actions={
        <>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('couponChoice.cancel')}
          </button>
          <button
            type="button"
            className={styles.footerButton}
            onClick={() => {
              onClose();
              void navigate(paths.goPay.getHref(lang, { orderId: order.orderId, num: order.num }));
            }}
          >
            {t('couponChoice.repay')}
          </button>
        </>
      }
    >
      <p>{t('couponChoice.body')}</p>
    </Dialog>
  );
}

function CancelReasonDialog({
  open,
  orderId,
  onClose,
  onCancelled,
}: {
  open: boolean;
  orderId: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation(['orderDetail', 'orders']);
  const [reason, setReason] = useState<CancelReason>();
  const [warned, setWarned] = useState(false);
  const cancel = useCancelOrder();
  const submit = () => {
    const request = cancelRequest(orderId, reason);
    if (!request) {
      setWarned(true);
      return;
    }
    cancel.mutate(
      { data: request },
      {
        onSuccess: () => {
          showToast({ kind: 'success', messageKey: 'orderDetail:cancel.succesc_anceled' });
          onCancelled();
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('cancel.title')}
      variant="sheet"
      actions={
        <>
          {/* A way back besides the backdrop (issue 23 item 9): closes, cancels nothing. */}
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('cancel.keep')}
          </button>
          <button
            type="button"
            className={styles.footerButton}
            disabled={cancel.isPending}
            onClick={submit}
          >
            {t('cancel.submit')}
          </button>
        </>
      }
    >
      <fieldset className={styles.reasons}>
        <legend className="visually-hidden">{t('cancel.title')}</legend>
        {CANCEL_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="cancel-reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setWarned(false);
              }}
            />
            {t(`cancel.reasons.${value}`)}
          </label>
        ))}
      </fieldset>
      {warned && (
        <p role="alert" className={styles.warning}>
          {t('cancel.cancellation')}
        </p>
      )}
    </Dialog>
  );
}
