// The route table's screens as the browser journeys open them (issue 23 item 5, issue 26
// item 4): a valid query for each (the contract's examples), what shows once its content has
// arrived, and the group it is reported by, which says whether it opens as a guest, signed in
// or as the native app. The type requires every route, so a route added to the table fails
// to compile here until it is given its data, and every journey over SCREENS covers it.
import type { Locator, Page } from './test';
import type { Locale } from '../../src/config/locales';
import { paths, type RouteKey } from '../../src/config/paths';
import { DEMO_TOKEN } from './support';

const ORDER = 'TL2026112000010';
const INTENT = 'int_hkdmr7v2sg1x3k9q4pz';

/** The support button's name (shell.json support.button). */
export const SUPPORT: Record<Locale, string> = {
  zh: '联系客服',
  en: 'Customer service',
  'zh-hant': '聯繫客服',
};

/** The groups a failure is reported by; each opens as a guest, signed in or as the app. */
export const GROUPS = {
  browsing: 'guest',
  'products and news': 'guest',
  'account entry': 'guest',
  'tabs and messages': 'signed-in',
  'checkout and payment': 'signed-in',
  'card and wallet pages': 'signed-in',
  'orders and reviews': 'signed-in',
  'account pages': 'signed-in',
  'account security': 'signed-in',
  'app payment pages': 'app',
} as const;
export type Group = keyof typeof GROUPS;

export interface Screen {
  group: Group;
  /** A valid query (from the contract's examples). */
  query?: string;
  /** What shows once the screen's content has arrived (the contract examples' data). */
  ready: (page: Page) => Locator;
}

const text = (value: string) => (page: Page) => page.locator('main').getByText(value);
const field = (page: Page) => page.locator('main input').first();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const appQuery = `intent_id=${INTENT}&client_secret=${INTENT}_secret_8Yq2LmZ0cVb7&currency=USD&orderId=${ORDER}&price=21.99&newstoken_app=${DEMO_TOKEN}`;

/** Every route (the type requires each one), with the query and the content to wait for. */
export const SCREENS: Record<RouteKey, Screen> = {
  // The site footer is lazy (after the first paint): until it shows, the news links end the
  // page, under the support button. Both are waited for.
  home: {
    group: 'browsing',
    ready: (page) =>
      page
        .locator('body')
        .filter({ has: text('Genshin Impact 5.3')(page) })
        .filter({ has: page.locator('footer a', { hasText: 'Facebook' }) }),
  },
  class: { group: 'browsing', ready: text('PUBG Mobile UC') },
  search: { group: 'browsing', ready: text('Apple Gift Card (US)') },
  searchDetail: { group: 'browsing', query: 'name=PUBG', ready: text('660 UC') },
  goodsDetail: {
    group: 'products and news',
    query: 'spuId=10101&categoryId=101',
    ready: text('660 UC'),
  },
  productDetail: {
    group: 'products and news',
    query: 'spuId=10101&categoryId=101',
    ready: text('660 UC'),
  },
  newsDetail: {
    group: 'products and news',
    query: 'articleId=301',
    ready: text('Two banners, one budget'),
  },
  evaluation: {
    group: 'products and news',
    query: 'categoryId=101',
    ready: text('UC arrived in two minutes'),
  },
  notFound: { group: 'browsing', ready: heading },

  login: { group: 'account entry', ready: field },
  registration: { group: 'account entry', ready: field },
  google: { group: 'account entry', ready: heading },
  line: { group: 'account entry', ready: heading },
  apple: { group: 'account entry', ready: heading },

  info: { group: 'tabs and messages', ready: text('TL2026112000002') },
  order: { group: 'tabs and messages', ready: text('Mobile Legends 86 Diamonds') },
  me: { group: 'tabs and messages', ready: text('VIP1') },
  dynamicState: { group: 'tabs and messages', ready: text('TL2026112000002') },
  salesPromotion: { group: 'tabs and messages', ready: text('TL2026112000002') },

  confirmOrder: {
    group: 'checkout and payment',
    query: 'itemId=10104&num=1',
    ready: text('Visa / Mastercard'),
  },
  goPay: { group: 'checkout and payment', query: `orderId=${ORDER}&num=1`, ready: text('Visa') },
  // The result is asked for after the specification's 2.5 s.
  paymentResult: { group: 'checkout and payment', query: `orderId=${ORDER}`, ready: text(ORDER) },
  cardPayment: {
    group: 'card and wallet pages',
    query: `shift_money=21.99&orderId=${ORDER}`,
    ready: text(ORDER),
  },
  airwallex: {
    group: 'card and wallet pages',
    query: `orderId=${ORDER}&billsid=4101&shift_money=21.99`,
    ready: text(ORDER),
  },
  applePay: {
    group: 'card and wallet pages',
    query: `orderId=${ORDER}&shift_money=21.99&paymentMethod=24`,
    ready: text(ORDER),
  },
  googlePay: {
    group: 'card and wallet pages',
    query: `orderId=${ORDER}&shift_money=21.99&paymentMethod=25`,
    ready: text(ORDER),
  },

  orderDetail: {
    group: 'orders and reviews',
    query: 'orderId=TL2026112000001',
    ready: text('5123456789'),
  },
  evaluate: {
    group: 'orders and reviews',
    query: 'orderId=TL2026112000008',
    ready: text('Google Play Gift Card $10'),
  },
  evaluateDetail: {
    group: 'orders and reviews',
    query: 'orderId=TL2026112000009',
    ready: text('Smooth as always'),
  },
  evaluateSuccess: { group: 'orders and reviews', ready: heading },
  myAssessment: { group: 'orders and reviews', ready: text('PUBG Mobile 325 UC') },

  personalData: { group: 'account pages', ready: text('alex.chen@example.com') },
  purses: { group: 'account pages', ready: text('TL2026112000009') },
  rechargeAccount: { group: 'account pages', ready: text('5198765432') },
  feedback: { group: 'account pages', ready: field },
  coupons: { group: 'account pages', ready: text('$3 off orders over $10') },
  user: { group: 'account security', ready: text('alex.chen@example.com') },
  changePassword: { group: 'account security', ready: field },
  bindCellphone: { group: 'account security', ready: field },
  changePhone: { group: 'account security', ready: text('812***67') },
  emailCertification: { group: 'account security', ready: field },
  billingAddress: { group: 'account pages', ready: text('10 Scotts Road') },
  quickPay: { group: 'account pages', ready: text('4242 **** **** 4242') },

  appFastPay: {
    group: 'app payment pages',
    query:
      'intent_id=int_hkdmt5k1bw8r3y6p0qs&client_secret=int_hkdmt5k1bw8r3y6p0qs_secret_Jw4nT7aHc1Ru' +
      `&paymentConsentId=cst_hkdm2nq7xg3f5wz8r1a&price=21.99&newstoken_app=${DEMO_TOKEN}`,
    ready: heading,
  },
  appAirwallex: {
    group: 'app payment pages',
    query: `${appQuery}&billingApp_id=4101`,
    ready: text(ORDER),
  },
  appGooglePay: { group: 'app payment pages', query: appQuery, ready: text(ORDER) },
  appApplePay: { group: 'app payment pages', query: appQuery, ready: text(ORDER) },
  appCardPayments: {
    group: 'app payment pages',
    query:
      'email_app=alex.chen%40example.com&givenName_app=Alex&surname_app=Chen&price_app=21.99' +
      `&userid_app=1001&orderId=${ORDER}&newstoken_app=${DEMO_TOKEN}`,
    ready: text(ORDER),
  },
};

/** The address of a screen in a language. */
export function addressOf(key: RouteKey, lang: Locale): string {
  const { query } = SCREENS[key];
  const href = paths[key].getHref(lang);
  return query ? `${href}?${query}` : href;
}
