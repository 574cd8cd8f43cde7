// Googlepay?orderId=..&shift_money=..: the Google Pay page (seed 001
// section 2). The loader has parsed the query.
import { HostedPaymentPage } from '../../features/payment/hosted-payment-page';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('googlePay');
  return (
    <HostedPaymentPage
      kind="googlePay"
      orderId={query.orderId}
      shiftMoney={query.shift_money}
      paymentMethod={query.paymentMethod}
    />
  );
}
