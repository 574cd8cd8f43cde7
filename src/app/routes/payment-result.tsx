// Tabs/Pop-up?orderId=.. (or outTradeNo, orderNo, token): the payment result (seed 001
// section 2). The loader has parsed the query (one of the four present).
import { PaymentResult } from '../../features/payment/payment-result';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('paymentResult');
  return <PaymentResult query={query} />;
}
