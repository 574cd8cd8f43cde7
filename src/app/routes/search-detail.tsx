// SearchDatail (query name), seed 000 section 2. The route composes three features: the
// search header and results (search), the first result's purchase controls with the buy
// rules (product), and the shell's language and currency panel.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { QuickPurchase } from '../../features/product/quick-purchase';
import { SearchDetailHeader } from '../../features/search/search-detail-header';
import { SearchResults } from '../../features/search/search-results';
import { LocaleCurrencyDialog } from '../../features/shell/locale-currency-dialog';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const { t } = useTranslation('search');
  // The loader has parsed the query: name present, not blank, trimmed.
  const { name } = useRouteQuery('searchDetail');
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <DocumentHead title={t('documentTitle', { name })} />
      <SearchDetailHeader
        name={name}
        onOpenSettings={() => {
          setSettingsOpen(true);
        }}
      />
      <main>
        <h1 className="visually-hidden">{t('resultsTitle')}</h1>
        <SearchResults
          key={name}
          name={name}
          renderFirstResult={(item) => (
            <QuickPurchase
              key={item.spuId}
              spuId={item.spuId}
              categoryId={item.categoryId}
              name={item.name}
              pic={item.pic}
              title={t('firstResult')}
            />
          )}
        />
      </main>
      <LocaleCurrencyDialog
        open={settingsOpen}
        onClose={() => {
          setSettingsOpen(false);
        }}
      />
    </>
  );
}
