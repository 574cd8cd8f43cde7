// OrderDetail's footer: the buttons of the order's status (seed 001 section 4, "Order
// status") with their popups: Confirm receipt (only closes), Request Shipment (Expedite
// shipping opens support), and Cancel (a coupon order first offers to switch payment
// method and repay; then a reason is required, the cancel call, succesc_anceled, reload).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CancelReason, Order } from '../../api/generated/model';
import { useCancelOrder } from '../../api/generated/orders/orders';
import { Dialog } from '../../components/dialog';
import { paths } from '../../config/paths';
import { openSupportChat } from '../../lib/support-chat';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import {
  cancelRequest,
  cancelStartsWithCouponChoice,
  CANCEL_REASONS,
  detailFooter,
  type OrderAction,
} from './order-rules';
import styles from './orders.module.css';

type Popup = 'receipt' | 'expedite' | 'couponChoice' | 'cancel' | undefined;

interface OrderFooterProps {
  order: Order;
  /** The order changed on the server (cancelled): load it again. */
  onChanged: () => void;
}

export function OrderFooter({ order, onChanged }: OrderFooterProps) {
  const { t } = useTranslation('orders');
  const lang = useLocale();
  const [popup, setPopup] = useState<Popup>();
  const close = () => {
    setPopup(undefined);
  };
  const actions = detailFooter(order.status);
  if (actions.length === 0) return null;

  const button = (action: OrderAction, onClick: () => void) => (
    <button key={action} type="button" className={styles.footerButton} onClick={onClick}>
      {t(`actions.${action}`)}
    </button>
  );
  const link = (action: OrderAction, to: string, secondary = false) => (
    <Link key={action} to={to} className={secondary ? styles.secondary : styles.primary}>
      {t(`actions.${action}`)}
    </Link>
  );

  const render: Record<OrderAction, () => ReactNode> = {
    cancel: () =>
      button('cancel', () => {
        setPopup(cancelStartsWithCouponChoice(order) ? 'couponChoice' : 'cancel');
      }),
    payNow: () =>
      link('payNow', paths.goPay.getHref(lang, { orderId: order.orderId, num: order.num })),
    support: () =>
      button('support', () => {
        openSupportChat(lang);
      }),
    requestShipment: () =>
      button('requestShipment', () => {
        setPopup('expedite');
      }),
    confirmReceipt: () =>
      button('confirmReceipt', () => {
        setPopup('receipt');
      }),
    reorder: () =>
      link(
        'reorder',
        paths.goodsDetail.getHref(lang, { spuId: order.spuId, categoryId: order.categoryId }),
        true,
      ),
    rateNow: () => link('rateNow', paths.evaluate.getHref(lang, { orderId: order.orderId })),
  };

  return (
    <>
      <div role="group" aria-label={t('footerLabel')} className={styles.footer}>
        {actions.map((action) => render[action]())}
      </div>
      <Dialog
        open={popup === 'receipt'}
        onClose={close}
        title={t('receipt.title')}
        actions={
          <button type="button" className={styles.footerButton} onClick={close}>
            {t('receipt.ok')}
          </button>
        }
      >
        <p>{t('receipt.body')}</p>
      </Dialog>
      <Dialog
        open={popup === 'expedite'}
        onClose={close}
        title={t('expedite.title')}
        actions={
          <button
            type="button"
            className={styles.footerButton}
            onClick={() => {
              close();
              openSupportChat(lang);
            }}
          >
            {t('expedite.open')}
          </button>
        }
      >
        <p>{t('expedite.body')}</p>
      </Dialog>
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
  const { t } = useTranslation('orders');
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
  const { t } = useTranslation('orders');
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
          showToast({ kind: 'success', messageKey: 'orders:cancel.succesc_anceled' });
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
        <button
          type="button"
          className={styles.footerButton}
          disabled={cancel.isPending}
          onClick={submit}
        >
          {t('cancel.submit')}
        </button>
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
