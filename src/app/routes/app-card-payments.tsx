// payments?email_app=..&givenName_app=..&surname_app=..&price_app=..&userid_app=.. (seed
// 001 section 2): the card form of the second provider inside the native app.
import { AppCardPaymentsPage } from '../../features/payment/app-payment-pages';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('appCardPayments');
  return (
    <AppCardPaymentsPage
      email={query.email_app}
      givenName={query.givenName_app}
      surname={query.surname_app}
      price={query.price_app}
      currency={query.currency_app}
      orderId={query.orderId}
      paymentMethod={query.paymentMethod}
    />
  );
}
