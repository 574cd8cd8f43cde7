// The actions of an order's status (seed 001 section 4, "Order status"), shared by the Order
// tab's items and OrderDetail's footer: Pay Now -> GoPay, Rate Now -> Evaluate, Reorder ->
// goodsDetail, customer service opens live chat, Request Shipment a popup whose button opens
// support ("Expedite shipping opens support"), Confirm receipt a popup that only closes.
// What Cancel does is the caller's: OrderDetail's cancel flow, or the list's way to it.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderListItem } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import type { OrderAction } from './order-rules';
import type { ActionPopup } from './order-action-popups';
import styles from './orders.module.css';

// Behind a tap: the popups and the dialog frame are not part of the Order tab's first screen.
const OrderActionPopup = lazy(async () => ({
  default: (await import('./order-action-popups')).OrderActionPopup,
}));

type ActionOrder = Pick<OrderListItem, 'orderId' | 'spuId' | 'categoryId' | 'num'>;

interface OrderActionsProps {
  order: ActionOrder;
  actions: readonly OrderAction[];
  onCancel: () => void;
  /** Cancel opens a dialog here (OrderDetail's cancel flow), not another page. */
  cancelOpensDialog?: boolean;
  /** Added to each control's accessible name (the list names the item it acts on). */
  subject?: string;
  className?: string;
  /** Makes the controls a named group (OrderDetail's footer). */
  groupLabel?: string;
}

export function OrderActions({
  order,
  actions,
  onCancel,
  cancelOpensDialog = false,
  subject,
  className,
  groupLabel,
}: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const lang = useLocale();
  const [popup, setPopup] = useState<ActionPopup>();
  const close = () => {
    setPopup(undefined);
  };
  const name = (action: OrderAction) =>
    subject === undefined ? undefined : `${t(`actions.${action}`)} ${subject}`;

  const button = (action: OrderAction, onClick: () => void, opensDialog = true) => (
    <button
      key={action}
      type="button"
      className={styles.footerButton}
      aria-label={name(action)}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      onClick={onClick}
    >
      {t(`actions.${action}`)}
    </button>
  );
  const link = (action: OrderAction, to: string, secondary = false) => (
    <Link
      key={action}
      to={to}
      className={secondary ? styles.secondary : styles.primary}
      aria-label={name(action)}
    >
      {t(`actions.${action}`)}
    </Link>
  );

  const render: Record<OrderAction, () => ReactNode> = {
    cancel: () => button('cancel', onCancel, cancelOpensDialog),
    payNow: () =>
      link('payNow', paths.goPay.getHref(lang, { orderId: order.orderId, num: order.num })),
    support: () =>
      button(
        'support',
        () => {
          openSupportChat(lang);
        },
        false,
      ),
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
      <div
        role={groupLabel === undefined ? undefined : 'group'}
        aria-label={groupLabel}
        className={className}
      >
        {actions.map((action) => render[action]())}
      </div>
      {popup && (
        <Suspense fallback={null}>
          <OrderActionPopup popup={popup} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
