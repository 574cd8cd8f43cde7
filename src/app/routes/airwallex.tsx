// Airwallex?orderId=..&billsid=..&shift_money=..: the hosted card drop-in (seed 001
// section 2). The loader has parsed the query.
import { HostedPaymentPage } from '../../features/payment/hosted-payment-page';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('airwallex');
  return (
    <HostedPaymentPage
      kind="dropIn"
      orderId={query.orderId}
      shiftMoney={query.shift_money}
      paymentMethod={query.paymentMethod}
      billsid={query.billsid}
    />
  );
}
