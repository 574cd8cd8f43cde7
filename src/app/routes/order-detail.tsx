// Tabs/OrderDetail?orderId=.. (seed 001 section 2): reached by replace navigation; its back
// button goes to Order. The loader has parsed the query.
import { OrderDetailScreen } from '../../features/orders/order-detail-screen';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const { orderId } = useRouteQuery('orderDetail');
  return <OrderDetailScreen key={orderId} orderId={orderId} />;
}
