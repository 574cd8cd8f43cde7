// Storybook (React + Vite): the catalogue of screen states, `npm run storybook`. It builds
// with the app's Vite config minus what belongs to a server (the /api pass-through, the
// security headers, the run-time settings page data, the installable app's files, the build's
// precompression and landing preloads): the stories' calls are answered by MSW in the page.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

const SERVER_PLUGINS = new Set([
  'api-pass-through',
  'dev-security-headers',
  'runtime-settings',
  'installable-dev-files',
  'precompress',
  'route-preload',
]);

function isKept(plugin: PluginOption): boolean {
  if (!plugin || typeof plugin !== 'object' || Array.isArray(plugin) || 'then' in plugin)
    return true;
  const { name } = plugin as Plugin;
  return !SERVER_PLUGINS.has(name) && !name.startsWith('vite-plugin-pwa');
}

// MSW's worker script, served at the root from the installed msw (it must control the whole
// page, and its copy must match the installed version), and written into a static build.
const WORKER = 'mockServiceWorker.js';
const workerPath = () => createRequire(import.meta.url).resolve(`msw/${WORKER}`);
const mswWorkerPlugin: Plugin = {
  name: 'storybook-msw-worker',
  configureServer(server) {
    server.middlewares.use(`/${WORKER}`, (_req, res) => {
      void readFile(workerPath()).then((body) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(body);
      });
    });
  },
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: WORKER, source: await readFile(workerPath()) });
  },
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon'],
  core: { disableTelemetry: true },
  viteFinal(vite) {
    return {
      ...vite,
      plugins: [...(vite.plugins ?? []).flat().filter(isKept), mswWorkerPlugin],
    };
  },
};

export default config;
