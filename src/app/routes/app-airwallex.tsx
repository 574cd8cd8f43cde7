// appAirwallex (seed 001 section 2): the card drop-in, inside the native app, on the
// app's payment intent (intent_id, client_secret, currency) for orderId.
import { AppHostedRoute } from '../../features/payment/app-payment-pages';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  return <AppHostedRoute kind="dropIn" query={useRouteQuery('appAirwallex')} />;
}
