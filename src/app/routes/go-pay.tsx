// Tabs/GoPay?orderId=..&num=.. (also paymentMethod, itemId), seed 001 section 2: the cashier
// of an existing order. The loader has parsed the query.
import { GoPayScreen } from '../../features/checkout/go-pay-screen';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('goPay');
  return (
    <GoPayScreen orderId={query.orderId} num={query.num} paymentMethod={query.paymentMethod} />
  );
}
