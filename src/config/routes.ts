// The route table: one entry per screen, the only place a screen is declared. From it come
// the href builders (config/paths.ts), the router with its guards, query validation, layouts
// and lazy modules (app/router.tsx), the shell's chrome (app/locale-layout.tsx), the typed
// query a screen reads (app/route-query.ts) and what the build preloads (vite.config.ts).
// Adding a screen: an entry here and its module in src/app/routes/<module>.tsx, which
// exports `Component` (React Router's lazy route module convention).
//
// path     the seeds' route name verbatim, case included (native apps and shared links use
//          them), under the language segment ({lang}; zh may be omitted).
// query    a Zod schema of the query built from the kit q (route-query.ts): it validates,
//          parses and types in one step; a query it refuses answers with the framework 404.
//          "One of" groups are a union. The href builder's query type is its input type.
// guard    'signed-in' sends guests to login, 'guest' sends signed-in users to Home.
// layout   'tabs' shows the bottom tab bar (seed 000 section 2, "Tab layout"); without it,
//          a full page.
// chrome   'app': opened inside the native app, which carries its own chrome (no support
//          button).
// preload  a landing screen whose chunks (module and layout) and texts the boot script
//          fetches together with the main bundle.
import type { QueryInput, QueryKit, QueryOutput, QuerySchema } from './route-query';

export interface RouteDefinition {
  path: string;
  module: string;
  layout?: 'tabs';
  guard?: 'signed-in' | 'guest';
  chrome?: 'app';
  query?: (kit: QueryKit) => QuerySchema;
  preload?: { namespaces: readonly string[] };
}

const TABS = 'tabs';
const SIGNED_IN = 'signed-in';
const GUEST = 'guest';

/**
 * The app's Google Pay and Apple Pay pages take the same parameters. client_secret leaves
 * the address bar at start-up and waits in memory (lib/app-client-secret.ts), so the router
 * may not see it: optional here; the page says so when it has none (a reload).
 */
const appWalletQuery = (q: QueryKit) =>
  q.object({
    intent_id: q.present,
    client_secret: q.text,
    currency: q.text,
    orderId: q.present,
    price: q.text,
  });

export const routes = {
  // Tab layout (seed 000 section 2). The tab routes other than Home are inferred: seed 001
  // writes "Tabs/Order", so the other tabs follow the same "Tabs/" form.
  home: { path: '', module: 'home', layout: TABS, preload: { namespaces: ['home'] } },
  class: { path: 'Tabs/Class', module: 'class', layout: TABS },
  info: { path: 'Tabs/Info', module: 'info', layout: TABS, guard: SIGNED_IN },
  order: {
    path: 'Tabs/Order',
    module: 'order',
    layout: TABS,
    guard: SIGNED_IN,
    // A landing screen: the tab bar's, and a reload or a return from payment lands here.
    preload: { namespaces: ['orders'] },
  },
  me: { path: 'Tabs/Me', module: 'me', layout: TABS, guard: SIGNED_IN },

  // Browsing (seed 000 section 2).
  search: { path: 'Search', module: 'search' },
  searchDetail: {
    path: 'SearchDatail',
    module: 'search-detail',
    query: (q) => q.object({ name: q.trimmed }),
  },
  goodsDetail: {
    path: 'goodsDetail',
    module: 'goods-detail',
    // By spuId or by categoryId (either may be malformed if the other is valid); goodsDetail
    // also carries a saved recharge account.
    query: (q) =>
      q
        .object({
          spuId: q.optionalId,
          categoryId: q.optionalId,
          memberNumber: q.text,
          type: q.text,
        })
        .check(q.oneOf('spuId', 'categoryId')),
    preload: { namespaces: ['product'] },
  },
  productDetail: {
    path: 'productDetail',
    module: 'goods-detail',
    query: (q) =>
      q
        .object({ spuId: q.optionalId, categoryId: q.optionalId })
        .check(q.oneOf('spuId', 'categoryId')),
    preload: { namespaces: ['product'] },
  },
  newsDetail: {
    path: 'NewsDetail',
    module: 'news-detail',
    query: (q) => q.object({ articleId: q.id, language_app: q.text }),
  },
  dynamicState: {
    path: 'Tabs/dynamicState',
    module: 'dynamic-state',
    guard: SIGNED_IN,
  },
  salesPromotion: {
    path: 'Tabs/salesPromotion',
    module: 'sales-promotion',
    guard: SIGNED_IN,
  },

  // Account entry (seed 000 section 2).
  login: { path: 'login', module: 'login', guard: GUEST },
  registration: { path: 'Registration', module: 'registration', guard: GUEST },
  google: { path: 'google', module: 'google', guard: GUEST },
  line: { path: 'line', module: 'line', guard: GUEST },
  apple: { path: 'apple', module: 'apple', guard: GUEST },

  // Checkout, payment, orders (seed 001 section 2).
  confirmOrder: {
    path: 'Tabs/ConfirmOrder',
    module: 'confirm-order',
    guard: SIGNED_IN,
    // A landing screen too: the return after sign-in and a reload keep the shopper here.
    // The form's texts come with the first screen: the form renders the payment methods
    // ('cashier', the page's largest paint) and waits for 'billing' too, and loading them
    // once the first screen had rendered put a round trip after the form's chunk.
    preload: { namespaces: ['checkout', 'cashier', 'billing'] },
    // A new order (itemId, num) or an existing one (orderId, num). `registered` is in the
    // seed's parameter list with no meaning given: accepted and kept in the URL (so the
    // return after sign-in and after a 401 carries it), changing nothing on the screen
    // (docs/storefront-choices.md).
    query: (q) => {
      const extras = {
        couponsId: q.optionalId,
        registered: q.text,
        memberNumber: q.text,
        type: q.text,
      };
      return q.union([
        q.object({ itemId: q.id, num: q.id, ...extras }),
        q.object({ orderId: q.present, num: q.id, ...extras }),
      ]);
    },
  },
  goPay: {
    path: 'Tabs/GoPay',
    module: 'go-pay',
    guard: SIGNED_IN,
    query: (q) =>
      q.object({
        orderId: q.present,
        num: q.optionalId,
        paymentMethod: q.optionalId,
        itemId: q.optionalId,
      }),
  },
  paymentResult: {
    path: 'Tabs/Pop-up',
    module: 'payment-result',
    // Any one of the payment providers' return parameters; `prize` marks the prize as shown
    // (added by replace navigation, so a reload does not show it again).
    query: (q) => {
      const all = {
        orderId: q.text,
        outTradeNo: q.text,
        orderNo: q.text,
        token: q.text,
        prize: q.text,
      };
      return q.union([
        q.object({ ...all, orderId: q.present }),
        q.object({ ...all, outTradeNo: q.present }),
        q.object({ ...all, orderNo: q.present }),
        q.object({ ...all, token: q.present }),
      ]);
    },
  },
  cardPayment: {
    path: 'Tabs/Cardpayment',
    module: 'card-payment',
    guard: SIGNED_IN,
    // orderId and paymentMethod (22 or 42) are inferred: the card form pays an order
    // through create payment, which needs them.
    query: (q) => q.object({ shift_money: q.text, orderId: q.text, paymentMethod: q.optionalId }),
  },
  airwallex: {
    path: 'Airwallex',
    module: 'airwallex',
    guard: SIGNED_IN,
    // paymentMethod (23, 28 or 43; default 23) is inferred, for create payment.
    query: (q) =>
      q.object({
        orderId: q.present,
        billsid: q.optionalId,
        shift_money: q.text,
        paymentMethod: q.optionalId,
      }),
  },
  applePay: {
    path: 'Applepay',
    module: 'apple-pay',
    guard: SIGNED_IN,
    // paymentMethod (24/44 Apple Pay, 25/45 Google Pay) is inferred, for create payment.
    query: (q) =>
      q.object({ orderId: q.present, shift_money: q.text, paymentMethod: q.optionalId }),
  },
  googlePay: {
    path: 'Googlepay',
    module: 'google-pay',
    guard: SIGNED_IN,
    // paymentMethod (24/44 Apple Pay, 25/45 Google Pay) is inferred, for create payment.
    query: (q) =>
      q.object({ orderId: q.present, shift_money: q.text, paymentMethod: q.optionalId }),
  },
  orderDetail: {
    path: 'Tabs/OrderDetail',
    module: 'order-detail',
    guard: SIGNED_IN,
    query: (q) => q.object({ orderId: q.present }),
  },

  // Reviews.
  evaluation: {
    path: 'Tabs/Evaluation',
    module: 'evaluation',
    query: (q) => q.object({ categoryId: q.id }),
  },
  evaluate: {
    path: 'Tabs/Evaluate',
    module: 'evaluate',
    guard: SIGNED_IN,
    query: (q) => q.object({ orderId: q.present }),
  },
  evaluateDetail: {
    path: 'Tabs/EvaluateDetail',
    module: 'evaluate-detail',
    guard: SIGNED_IN,
    query: (q) => q.object({ orderId: q.present }),
  },
  evaluateSuccess: { path: 'Tabs/EvaluateSuccess', module: 'evaluate-success', guard: SIGNED_IN },
  myAssessment: { path: 'Tabs/myAssessment', module: 'my-assessment', guard: SIGNED_IN },

  // Account pages.
  personalData: { path: 'Tabs/PersonalData', module: 'personal-data', guard: SIGNED_IN },
  purses: { path: 'Tabs/Purses', module: 'purses', guard: SIGNED_IN },
  rechargeAccount: {
    path: 'Tabs/RechargeAccount',
    module: 'recharge-account',
    guard: SIGNED_IN,
  },
  feedback: { path: 'Tabs/Feedback', module: 'feedback', guard: SIGNED_IN },
  coupons: { path: 'Tabs/Coupons', module: 'coupons', guard: SIGNED_IN },
  user: { path: 'Tabs/User', module: 'user', guard: SIGNED_IN },
  changePassword: { path: 'Tabs/changePassword', module: 'change-password', guard: SIGNED_IN },
  bindCellphone: { path: 'Tabs/bindCellphone', module: 'bind-cellphone', guard: SIGNED_IN },
  changePhone: { path: 'Tabs/changetiePhone', module: 'change-phone', guard: SIGNED_IN },
  emailCertification: {
    path: 'Tabs/emailCertification',
    module: 'email-certification',
    guard: SIGNED_IN,
  },
  billingAddress: { path: 'Tabs/billingaddress', module: 'billing-address', guard: SIGNED_IN },
  quickPay: { path: 'Tabs/fastspeed', module: 'quick-pay', guard: SIGNED_IN },

  // App-embedded payment pages (seed 001 section 2): parameters by query, token from
  // newstoken_app.
  appFastPay: {
    path: 'appFastPay',
    module: 'app-fast-pay',
    chrome: 'app',
    // client_secret: optional, as in appWalletQuery. currency is inferred (the seed's
    // query has none): the amount shows only with it.
    query: (q) =>
      q.object({
        intent_id: q.present,
        client_secret: q.text,
        paymentConsentId: q.present,
        price: q.text,
        currency: q.text,
      }),
  },
  appAirwallex: {
    path: 'appAirwallex',
    module: 'app-airwallex',
    chrome: 'app',
    query: (q) =>
      q.object({
        intent_id: q.present,
        // Optional, as in appWalletQuery.
        client_secret: q.text,
        currency: q.text,
        billingApp_id: q.text,
        orderId: q.present,
        price: q.text,
      }),
  },
  appGooglePay: {
    path: 'appGooglepay',
    module: 'app-google-pay',
    chrome: 'app',
    query: appWalletQuery,
  },
  appApplePay: {
    path: 'appleAppPay',
    module: 'app-apple-pay',
    chrome: 'app',
    query: appWalletQuery,
  },
  appCardPayments: {
    path: 'payments',
    module: 'app-card-payments',
    chrome: 'app',
    query: (q) =>
      q.object({
        email_app: q.text,
        givenName_app: q.text,
        surname_app: q.text,
        price_app: q.text,
        // Inferred: the seed's query has no currency; the amount shows only with it.
        currency_app: q.text,
        userid_app: q.text,
        // Inferred: the order the card form pays through create payment.
        orderId: q.text,
        paymentMethod: q.optionalId,
      }),
  },

  notFound: { path: '404', module: 'not-found' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routes;

type SchemaOf<K extends RouteKey> = (typeof routes)[K] extends {
  query: (kit: QueryKit) => infer S extends QuerySchema;
}
  ? S
  : undefined;

/** The query a screen reads: the output of its schema (ids as numbers, blanks as absent). */
export type RouteQuery<K extends RouteKey> =
  SchemaOf<K> extends QuerySchema ? QueryOutput<SchemaOf<K>> : Record<string, never>;

/** The query a link passes: the input of its schema (ids as numbers or strings). */
export type HrefQuery<K extends RouteKey> =
  SchemaOf<K> extends QuerySchema ? QueryInput<SchemaOf<K>> : undefined;
