// Every locale's messages, one namespace per domain, bundled (tests; the app loads them
// lazily, see init.ts). zh is the source locale: its keys
// type the t() function (see i18next.d.ts) and the parity check compares the others to it.
import enAuth from './resources/en/auth.json';
import enBinding from './resources/en/binding.json';
import enPayment from './resources/en/payment.json';
import enCheckout from './resources/en/checkout.json';
import enCashier from './resources/en/cashier.json';
import enBilling from './resources/en/billing.json';
import enCommon from './resources/en/common.json';
import enHome from './resources/en/home.json';
import enMessages from './resources/en/messages.json';
import enNews from './resources/en/news.json';
import enPopups from './resources/en/popups.json';
import enProduct from './resources/en/product.json';
import enProductLater from './resources/en/productLater.json';
import enSearch from './resources/en/search.json';
import enOrders from './resources/en/orders.json';
import enOrderDetail from './resources/en/orderDetail.json';
import enShell from './resources/en/shell.json';
import enPages from './resources/en/pages.json';
import enReviews from './resources/en/reviews.json';
import enProfile from './resources/en/profile.json';
import enMe from './resources/en/me.json';
import enMyCoupons from './resources/en/myCoupons.json';
import enWallet from './resources/en/wallet.json';
import enSavedAccounts from './resources/en/savedAccounts.json';
import zhAuth from './resources/zh/auth.json';
import zhBinding from './resources/zh/binding.json';
import zhPayment from './resources/zh/payment.json';
import zhCheckout from './resources/zh/checkout.json';
import zhCashier from './resources/zh/cashier.json';
import zhBilling from './resources/zh/billing.json';
import zhCommon from './resources/zh/common.json';
import zhHome from './resources/zh/home.json';
import zhMessages from './resources/zh/messages.json';
import zhNews from './resources/zh/news.json';
import zhPopups from './resources/zh/popups.json';
import zhProduct from './resources/zh/product.json';
import zhProductLater from './resources/zh/productLater.json';
import zhSearch from './resources/zh/search.json';
import zhOrders from './resources/zh/orders.json';
import zhOrderDetail from './resources/zh/orderDetail.json';
import zhShell from './resources/zh/shell.json';
import zhPages from './resources/zh/pages.json';
import zhReviews from './resources/zh/reviews.json';
import zhProfile from './resources/zh/profile.json';
import zhMe from './resources/zh/me.json';
import zhMyCoupons from './resources/zh/myCoupons.json';
import zhWallet from './resources/zh/wallet.json';
import zhSavedAccounts from './resources/zh/savedAccounts.json';
import zhHantAuth from './resources/zh-hant/auth.json';
import zhHantBinding from './resources/zh-hant/binding.json';
import zhHantPayment from './resources/zh-hant/payment.json';
import zhHantCheckout from './resources/zh-hant/checkout.json';
import zhHantCashier from './resources/zh-hant/cashier.json';
import zhHantBilling from './resources/zh-hant/billing.json';
import zhHantCommon from './resources/zh-hant/common.json';
import zhHantHome from './resources/zh-hant/home.json';
import zhHantMessages from './resources/zh-hant/messages.json';
import zhHantNews from './resources/zh-hant/news.json';
import zhHantPopups from './resources/zh-hant/popups.json';
import zhHantProduct from './resources/zh-hant/product.json';
import zhHantProductLater from './resources/zh-hant/productLater.json';
import zhHantSearch from './resources/zh-hant/search.json';
import zhHantOrders from './resources/zh-hant/orders.json';
import zhHantOrderDetail from './resources/zh-hant/orderDetail.json';
import zhHantShell from './resources/zh-hant/shell.json';
import zhHantPages from './resources/zh-hant/pages.json';
import zhHantReviews from './resources/zh-hant/reviews.json';
import zhHantProfile from './resources/zh-hant/profile.json';
import zhHantMe from './resources/zh-hant/me.json';
import zhHantMyCoupons from './resources/zh-hant/myCoupons.json';
import enSecurity from './resources/en/security.json';
import zhSecurity from './resources/zh/security.json';
import zhHantSecurity from './resources/zh-hant/security.json';
import zhHantWallet from './resources/zh-hant/wallet.json';
import zhHantSavedAccounts from './resources/zh-hant/savedAccounts.json';

export const NAMESPACES = [
  'common',
  'shell',
  'pages',
  'home',
  'search',
  'product',
  'productLater',
  'news',
  'messages',
  'popups',
  'auth',
  'binding',
  'payment',
  'checkout',
  'cashier',
  'billing',
  'orders',
  'orderDetail',
  'reviews',
  'profile',
  'me',
  'myCoupons',
  'security',
  'wallet',
  'savedAccounts',
] as const;

export const resources = {
  zh: {
    common: zhCommon,
    shell: zhShell,
    pages: zhPages,
    home: zhHome,
    search: zhSearch,
    product: zhProduct,
    productLater: zhProductLater,
    news: zhNews,
    messages: zhMessages,
    popups: zhPopups,
    auth: zhAuth,
    binding: zhBinding,
    payment: zhPayment,
    checkout: zhCheckout,
    cashier: zhCashier,
    billing: zhBilling,
    orders: zhOrders,
    orderDetail: zhOrderDetail,
    reviews: zhReviews,
    profile: zhProfile,
    me: zhMe,
    myCoupons: zhMyCoupons,
    security: zhSecurity,
    wallet: zhWallet,
    savedAccounts: zhSavedAccounts,
  },
  en: {
    common: enCommon,
    shell: enShell,
    pages: enPages,
    home: enHome,
    search: enSearch,
    product: enProduct,
    productLater: enProductLater,
    news: enNews,
    messages: enMessages,
    popups: enPopups,
    auth: enAuth,
    binding: enBinding,
    payment: enPayment,
    checkout: enCheckout,
    cashier: enCashier,
    billing: enBilling,
    orders: enOrders,
    orderDetail: enOrderDetail,
    reviews: enReviews,
    profile: enProfile,
    me: enMe,
    myCoupons: enMyCoupons,
    security: enSecurity,
    wallet: enWallet,
    savedAccounts: enSavedAccounts,
  },
  'zh-hant': {
    common: zhHantCommon,
    shell: zhHantShell,
    pages: zhHantPages,
    home: zhHantHome,
    search: zhHantSearch,
    product: zhHantProduct,
    productLater: zhHantProductLater,
    news: zhHantNews,
    messages: zhHantMessages,
    popups: zhHantPopups,
    auth: zhHantAuth,
    binding: zhHantBinding,
    payment: zhHantPayment,
    checkout: zhHantCheckout,
    cashier: zhHantCashier,
    billing: zhHantBilling,
    orders: zhHantOrders,
    orderDetail: zhHantOrderDetail,
    reviews: zhHantReviews,
    profile: zhHantProfile,
    me: zhHantMe,
    myCoupons: zhHantMyCoupons,
    security: zhHantSecurity,
    wallet: zhHantWallet,
    savedAccounts: zhHantSavedAccounts,
  },
} as const;
