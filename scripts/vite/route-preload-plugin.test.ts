import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/config/routes';
import {
  bootScript,
  preloadRoutes,
  readBootTable,
  selectPageModules,
  type BootTable,
} from './route-preload-plugin';

const table: BootTable = {
  entry: 'assets/index.js',
  locales: ['zh', 'en', 'zh-hant'],
  fallback: 'zh',
  base: {
    files: ['assets/index.js', 'assets/vendor.js', 'assets/core.js'],
    texts: {
      zh: ['assets/common-zh.js'],
      en: ['assets/common-en.js'],
      'zh-hant': ['assets/common-hant.js'],
    },
  },
  routes: [
    {
      path: '',
      files: ['assets/home.js', 'assets/core.js'],
      texts: { zh: ['assets/home-zh.js'], en: ['assets/home-en.js'] },
    },
    {
      path: 'goodsDetail',
      files: ['assets/goods.js'],
      texts: { en: ['assets/product-en.js'] },
    },
    {
      path: 'productDetail',
      files: ['assets/goods.js'],
      texts: { en: ['assets/product-en.js'] },
    },
  ],
};

describe('selectPageModules', () => {
  it('takes the base, the texts of the language in the path and the landing route, once each', () => {
    expect(selectPageModules(table, '/en')).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/core.js',
      'assets/common-en.js',
      'assets/home.js',
      'assets/home-en.js',
    ]);
    expect(selectPageModules(table, '/en/goodsDetail')).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/core.js',
      'assets/common-en.js',
      'assets/goods.js',
      'assets/product-en.js',
    ]);
  });

  it('reads a path without a language as the default language (zh)', () => {
    expect(selectPageModules(table, '/')).toContain('assets/home-zh.js');
    expect(selectPageModules(table, '/productDetail')).toContain('assets/goods.js');
    expect(selectPageModules(table, '/productDetail')).toContain('assets/common-zh.js');
  });

  it('matches the whole path, case included', () => {
    expect(selectPageModules(table, '/en/goodsDetail/x')).not.toContain('assets/goods.js');
    expect(selectPageModules(table, '/en/goodsdetail')).not.toContain('assets/goods.js');
    expect(selectPageModules(table, '/en/Tabs/Class')).not.toContain('assets/home.js');
  });

  it('fetches only the base for a screen without a preload entry', () => {
    expect(selectPageModules(table, '/zh-hant/Tabs/Order')).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/core.js',
      'assets/common-hant.js',
    ]);
  });
});

describe('preloadRoutes', () => {
  it('reads the landing screens, their modules and texts from the route table', () => {
    expect(preloadRoutes(routes)).toEqual([
      {
        path: '',
        modules: ['src/app/layouts/tab-layout.tsx', 'src/app/routes/home.tsx'],
        namespaces: ['home'],
      },
      {
        path: 'Tabs/Order',
        modules: ['src/app/layouts/tab-layout.tsx', 'src/app/routes/order.tsx'],
        namespaces: ['orders'],
      },
      {
        path: 'goodsDetail',
        modules: ['src/app/routes/goods-detail.tsx'],
        namespaces: ['product'],
      },
      {
        path: 'productDetail',
        modules: ['src/app/routes/goods-detail.tsx'],
        namespaces: ['product'],
      },
      {
        path: 'Tabs/ConfirmOrder',
        modules: ['src/app/routes/confirm-order.tsx'],
        namespaces: ['checkout', 'cashier', 'billing'],
      },
    ]);
  });
});

describe('bootScript', () => {
  it('embeds the table so that it can be read back from the page', () => {
    expect(readBootTable(`<body><script>${bootScript(table)}</script></body>`)).toEqual(table);
  });

  it('preloads the page modules with its own nonce and runs the entry after the first frame', () => {
    const frames: FrameRequestCallback[] = [];
    const appended: string[] = [];
    const imported: string[] = [];
    const fakeDocument = {
      visibilityState: 'visible',
      currentScript: { nonce: 'n0nce' },
      createElement: () => ({ rel: '', href: '', nonce: '' }),
      head: {
        appendChild: (link: { rel: string; href: string; nonce: string }) =>
          appended.push(`${link.rel} ${link.href} ${link.nonce}`),
      },
    };
    // The script as the page gets it, with import() pointed at a recorder.
    runInNewContext(bootScript(table).replace("import('/'+t.entry)", "import_('/'+t.entry)"), {
      document: fakeDocument,
      location: { pathname: '/en/goodsDetail' },
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void) => {
        callback();
      },
      import_: (path: string) => imported.push(path),
    });
    expect(appended).toEqual([]);
    expect(imported).toEqual([]);
    frames[0]?.(0);
    expect(appended).toEqual(
      selectPageModules(table, '/en/goodsDetail').map((f) => `modulepreload /${f} n0nce`),
    );
    expect(imported).toEqual(['/assets/index.js']);
  });
});
