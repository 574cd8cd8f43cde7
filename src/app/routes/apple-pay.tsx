// Applepay?orderId=..&shift_money=..: the Apple Pay page (seed 001
// section 2). The loader has parsed the query.
import { HostedPaymentPage } from '../../features/payment/hosted-payment-page';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('applePay');
  return (
    <HostedPaymentPage
      kind="applePay"
      orderId={query.orderId}
      shiftMoney={query.shift_money}
      paymentMethod={query.paymentMethod}
    />
  );
}
