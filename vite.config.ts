import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockAssetsPlugin } from './mocks/mock-assets-plugin.ts';
import { routePreloadPlugin } from './scripts/vite/route-preload-plugin.ts';

// The dev server proxies /api to the mock server (Prism) or, with API_PROXY_TARGET, to any
// backend. Both listen on 127.0.0.1 only.
const apiTarget =
  process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PRISM_PORT ?? '4010'}`;

const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [
    react(),
    mockAssetsPlugin(),
    // The landing screens fetch their chunks and texts with the main bundle.
    routePreloadPlugin({
      locales: ['zh', 'en', 'zh-hant'],
      defaultLocale: 'zh',
      base: {
        modules: ['src/app/locale-layout.tsx'],
        namespaces: ['common', 'shell'],
      },
      routes: [
        {
          match: '^$',
          modules: ['src/app/layouts/tab-layout.tsx', 'src/app/routes/home.tsx'],
          namespaces: ['home'],
        },
        {
          match: '^(goodsDetail|productDetail)$',
          modules: ['src/app/routes/goods-detail.tsx'],
          namespaces: ['product'],
        },
      ],
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy,
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 4173),
    strictPort: true,
    proxy,
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
