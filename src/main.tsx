import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { localeFromPath } from './config/locales';
import { BASE_NAMESPACES, createI18n } from './i18n/init';
import { setNavigator } from './lib/navigation';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Created before anything is awaited: the router starts loading the first screen's chunk
// and its loaders start the screen's calls while the shell's texts arrive.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
setNavigator((href, options) => void router.navigate(href, options));
const i18n = createI18n(localeFromPath(window.location.pathname));
await i18n.loadNamespaces([...BASE_NAMESPACES]);

// A transition: React renders the first screen in slices, yielding to the browser between
// them, instead of one long task that blocks input.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
