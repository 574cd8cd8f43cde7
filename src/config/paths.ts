// Every route of both seeds with its href builder, so no URL is written as a literal twice.
// Paths are the seeds' route names verbatim, case included: native apps and shared links
// depend on them. All live under the language segment ({lang}); zh may be omitted.
import type { Locale } from './locales';

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

// Q is given explicitly per route (the query that route takes), hence used once here.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
function route<Q extends Query | undefined = undefined>(path: string) {
  return {
    path,
    getHref: (lang: Locale, query?: Q) => withQuery(path ? `/${lang}/${path}` : `/${lang}`, query),
  };
}

export const paths = {
  // Tab layout (seed 000 section 2). The tab routes other than Home are inferred: seed 001
  // writes "Tabs/Order", so the other tabs follow the same "Tabs/" form.
  home: route(''),
  class: route('Tabs/Class'),
  info: route('Tabs/Info'),
  order: route('Tabs/Order'),
  me: route('Tabs/Me'),

  // Browsing (seed 000 section 2).
  search: route('Search'),
  searchDetail: route<{ name: string }>('SearchDatail'),
  goodsDetail: route<{ spuId?: number; categoryId?: number; memberNumber?: string; type?: string }>(
    'goodsDetail',
  ),
  productDetail: route<{ spuId?: number; categoryId?: number }>('productDetail'),
  newsDetail: route<{ articleId: number; language_app?: string }>('NewsDetail'),

  // Account entry (seed 000 section 2).
  login: route('login'),
  registration: route('Registration'),
  google: route('google'),
  line: route('line'),
  apple: route('apple'),

  // Checkout, payment, orders (seed 001 section 2).
  confirmOrder: route<{
    itemId?: number;
    num?: number;
    couponsId?: number;
    registered?: string;
    memberNumber?: string;
    type?: string;
    orderId?: string;
  }>('Tabs/ConfirmOrder'),
  goPay: route<{ orderId: string; num?: number; paymentMethod?: number; itemId?: number }>(
    'Tabs/GoPay',
  ),
  paymentResult: route<{ orderId?: string; outTradeNo?: string; orderNo?: string; token?: string }>(
    'Tabs/Pop-up',
  ),
  cardPayment: route<{ shift_money?: string }>('Tabs/Cardpayment'),
  airwallex: route<{ orderId: string; billsid?: number; shift_money?: string }>('Airwallex'),
  applePay: route<{ orderId: string; shift_money?: string }>('Applepay'),
  googlePay: route<{ orderId: string; shift_money?: string }>('Googlepay'),
  orderDetail: route<{ orderId: string }>('Tabs/OrderDetail'),

  // Reviews.
  evaluation: route<{ categoryId: number }>('Tabs/Evaluation'),
  evaluate: route<{ orderId: string }>('Tabs/Evaluate'),
  evaluateDetail: route<{ orderId: string }>('Tabs/EvaluateDetail'),
  evaluateSuccess: route('Tabs/EvaluateSuccess'),
  myAssessment: route('Tabs/myAssessment'),

  // Account pages.
  personalData: route('Tabs/PersonalData'),
  purses: route('Tabs/Purses'),
  rechargeAccount: route('Tabs/RechargeAccount'),
  feedback: route('Tabs/Feedback'),
  coupons: route('Tabs/Coupons'),
  user: route('Tabs/User'),
  changePassword: route('Tabs/changePassword'),
  bindCellphone: route('Tabs/bindCellphone'),
  changePhone: route('Tabs/changetiePhone'),
  emailCertification: route('Tabs/emailCertification'),
  billingAddress: route('Tabs/billingaddress'),
  quickPay: route('Tabs/fastspeed'),
  dynamicState: route('Tabs/dynamicState'),
  salesPromotion: route('Tabs/salesPromotion'),

  // App-embedded payment pages (seed 001 section 2): parameters arrive by query.
  appFastPay: route<{
    intent_id: string;
    client_secret: string;
    paymentConsentId: string;
    price: string;
  }>('appFastPay'),
  appAirwallex: route<{
    intent_id: string;
    client_secret: string;
    currency: string;
    billingApp_id?: string;
    orderId: string;
    price: string;
  }>('appAirwallex'),
  appGooglePay: route<{
    intent_id: string;
    client_secret: string;
    currency: string;
    orderId: string;
    price: string;
  }>('appGooglepay'),
  appApplePay: route<{
    intent_id: string;
    client_secret: string;
    currency: string;
    orderId: string;
    price: string;
  }>('appleAppPay'),
  appCardPayments: route<{
    email_app?: string;
    givenName_app?: string;
    surname_app?: string;
    price_app?: string;
    userid_app?: string;
  }>('payments'),

  notFound: route('404'),
} as const;

export type RouteKey = keyof typeof paths;
