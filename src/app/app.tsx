import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { localeFromPath } from '../config/locales';
import { createI18n } from '../i18n/init';
import { setNavigator } from '../lib/navigation';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

// Development only: the API scenario switcher (src/dev). The DEV check lets the production
// build drop the import, so the panel never ships.
const ScenarioSwitcher = import.meta.env.DEV
  ? lazy(async () => ({
      default: (await import('../dev/scenario-switcher/scenario-switcher')).ScenarioSwitcher,
    }))
  : undefined;

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(() => createI18n(localeFromPath(window.location.pathname)));
  const [router] = useState(() => {
    const created = createAppRouter();
    setNavigator((href, options) => void created.navigate(href, options));
    return created;
  });
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
      {ScenarioSwitcher && (
        <Suspense fallback={null}>
          <ScenarioSwitcher />
        </Suspense>
      )}
    </AppProviders>
  );
}
