// The first screen on real data: the Home tab's hot search words and recharge list. The
// complete Home (banner, rows, categories, news) arrives with the shell issue.
import { useTranslation } from 'react-i18next';
import { HotSearchWords } from '../../features/catalog/hot-search-words';
import { RechargeList } from '../../features/catalog/recharge-list';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <main>
      <h1 className="visually-hidden">{t('appName')}</h1>
      <HotSearchWords />
      <RechargeList />
    </main>
  );
}
