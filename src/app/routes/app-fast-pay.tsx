// appFastPay?intent_id=..&client_secret=..&paymentConsentId=..&price=.. (seed 001 section
// 2): the security code of a saved card, inside the native app.
import { AppFastPayRoute } from '../../features/payment/app-payment-pages';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  return <AppFastPayRoute query={useRouteQuery('appFastPay')} />;
}
