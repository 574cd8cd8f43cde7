// Tabs/Cardpayment?shift_money=.. (seed 001 section 2): the card form of the second card
// provider. The loader has parsed the query.
import { CardPaymentPage } from '../../features/payment/card-payment-page';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('cardPayment');
  return (
    <CardPaymentPage
      orderId={query.orderId}
      shiftMoney={query.shift_money}
      paymentMethod={query.paymentMethod}
    />
  );
}
