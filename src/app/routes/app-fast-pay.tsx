// appFastPay?intent_id=..&client_secret=..&paymentConsentId=..&price=.. (seed 001 section
// 2): the security code of a saved card, inside the native app.
import { AppFastPayPage } from '../../features/payment/app-payment-pages';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('appFastPay');
  return (
    <AppFastPayPage
      intentId={query.intent_id}
      clientSecret={query.client_secret}
      paymentConsentId={query.paymentConsentId}
      price={query.price}
    />
  );
}
