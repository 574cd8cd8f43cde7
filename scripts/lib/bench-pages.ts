// The pages `npm run bench` and `npm run bench:lcp-path` measure, with how each is opened.

export interface BenchPage {
  name: string;
  path: string;
  /** Opened signed in: the token cookie is set in the browser first. */
  signedIn?: boolean;
}

export const BENCH_PAGES: BenchPage[] = [
  { name: 'Home', path: '/en' },
  { name: 'goodsDetail', path: '/en/goodsDetail?spuId=10101&categoryId=101' },
  { name: 'ConfirmOrder', path: '/en/Tabs/ConfirmOrder?itemId=10104&num=1', signedIn: true },
  { name: 'Order', path: '/en/Tabs/Order', signedIn: true },
];

/** The mock's demo token (the login example's), for the signed-in pages. */
export const DEMO_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.demo-token.sig';

/** The cookie that carries the token. */
export const TOKEN_COOKIE = 'adbws_marker';

/** Lighthouse's mobile run as the bench makes it (simulated throttling). */
export const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
} as const;
