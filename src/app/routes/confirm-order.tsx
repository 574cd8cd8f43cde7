// Tabs/ConfirmOrder?itemId=..&num=.. (seed 001 section 2). The loader has parsed the query.
// The cashier variant (orderId and num: an order that exists already) is paid on GoPay.
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ConfirmOrderScreen } from '../../features/checkout/confirm-order-screen';
import { useLocale } from '../../lib/use-locale';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const query = useRouteQuery('confirmOrder');
  const lang = useLocale();
  if ('orderId' in query) {
    return (
      <Navigate
        replace
        to={paths.goPay.getHref(lang, { orderId: query.orderId, num: query.num })}
      />
    );
  }
  return <ConfirmOrderScreen query={query} />;
}
