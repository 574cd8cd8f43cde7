import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { localeFromPath } from '../config/locales';
import { createI18n } from '../i18n/init';
import { setNavigator } from '../lib/navigation';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

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
    </AppProviders>
  );
}
