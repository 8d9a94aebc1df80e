/**
 * Every dictionary of the app, registered once so that a test checks them all. Only tests import
 * this file (it pulls in the admin texts, which the storefront bundle must not contain).
 */

import {
  applicationPropertyTexts,
  applicationSectionTexts,
  applicationStateTexts,
  applicationTexts,
  durationTexts,
} from '../admin/application/texts';
import { categoriesListTexts, categoryEditorTexts, categoryTabsTexts } from '../admin/categories/texts';
import { categoryRulesTexts } from '../admin/category-rules/texts';
import { dashboardTexts } from '../admin/dashboard/texts';
import { blackoutsTexts } from '../admin/delivery/blackouts/texts';
import { windowsTexts, zoneEditorTexts, zoneMapTexts, zoneNamesTexts } from '../admin/delivery/editor/texts';
import { lookupTexts, regionsListTexts } from '../admin/delivery/texts';
import {
  devTaskAttachmentsTexts,
  devTaskCommentsTexts,
  devTaskEditorTexts,
  devTasksListTexts,
  devTaskValuesTexts,
} from '../admin/dev-tasks/texts';
import { adminLayoutTexts } from '../admin/layout/texts';
import { orderItemsTexts, orderPanelTexts, ordersListTexts } from '../admin/orders/texts';
import { posSignInTexts } from '../admin/pos-sync/connectTexts';
import { priceFileTexts } from '../admin/pos-sync/priceFileTexts';
import { promotionsImportTexts } from '../admin/pos-sync/promotionsImportTexts';
import { databaseTexts, syncStateTexts } from '../admin/pos-sync/texts';
import {
  productEditorTexts,
  productFiltersTexts,
  productImagesTexts,
  productPricesTexts,
  productsListTexts,
  productTranslationsTexts,
} from '../admin/products/texts';
import { promotionEditorTexts, promotionsListTexts } from '../admin/promotions/texts';
import {
  settingsGroupTexts,
  settingsNoteTexts,
  settingsTexts,
  settingsVariableTexts,
} from '../admin/settings/texts';
import { adminFeedbackTexts } from '../admin/shared/feedback/texts';
import { adminFormTexts } from '../admin/shared/form/texts';
import { gridTexts } from '../admin/shared/grid/texts';
import { adminPageTitles, adminSharedTexts } from '../admin/shared/texts';
import { translationsTexts } from '../admin/shared/translations/texts';
import { userTypePricesTexts, userTypesTexts } from '../admin/user-types/texts';
import {
  permissionTitleTexts,
  userDetailsTexts,
  userHistoryTexts,
  usersListTexts,
} from '../admin/users/texts';
import { comingSoonTexts } from '../components/comingSoon/texts';
import { errorScreenTexts } from '../components/errorScreen/texts';
import { formTexts } from '../components/form/texts';
import { zodIssueTexts } from '../components/form/zodIssueTexts';
import { loadingTexts } from '../components/loadingScreen/texts';
import { loadStateTexts } from '../components/loadState/texts';
import { brandTexts } from '../components/logo/texts';
import { noAccessTexts } from '../components/noAccess/texts';
import { notFoundTexts } from '../components/notFound/texts';
import { orderStatusTexts } from '../components/orderStatus/texts';
import { skeletonTexts } from '../components/skeleton/texts';
import type { Dictionary } from '../i18n/dictionary';
import { aboutTexts } from '../storefront/about/texts';
import { accountSettingsTexts, appTokensTexts } from '../storefront/account/accountSettings/texts';
import { confirmEmailTexts } from '../storefront/account/confirmEmail/texts';
import { forgotPasswordTexts } from '../storefront/account/forgotPassword/texts';
import { resetPasswordTexts } from '../storefront/account/resetPassword/texts';
import { signInTexts } from '../storefront/account/signIn/texts';
import { signUpTexts } from '../storefront/account/signUp/texts';
import { accountTexts } from '../storefront/account/texts';
import { cartSummaryTexts } from '../storefront/cart/summaryTexts';
import { myCartTexts } from '../storefront/cart/texts';
import { categoriesTexts } from '../storefront/catalogue/categories/texts';
import { detailsTexts } from '../storefront/catalogue/details/texts';
import { productsTexts } from '../storefront/catalogue/products/texts';
import { categoryChipsTexts } from '../storefront/catalogue/texts';
import { paymentTexts } from '../storefront/checkout/payment/texts';
import { slotRejectionTexts, slotTexts } from '../storefront/checkout/shipping/slots/texts';
import { addressFormTexts, shippingTexts } from '../storefront/checkout/shipping/texts';
import { homeTexts } from '../storefront/home/texts';
import { sideMenuTexts } from '../storefront/layout/sideMenuTexts';
import { mainLayoutTexts } from '../storefront/layout/texts';
import { notificationsTexts } from '../storefront/notifications/texts';
import {
  confirmationTexts,
  myOrdersTexts,
  orderDetailsTexts,
  orderSharedTexts,
} from '../storefront/orders/texts';
import { searchTexts } from '../storefront/search/texts';
import { cartPromotionTexts } from '../storefront/shared/cart/promotionTexts';
import { cartSharedTexts } from '../storefront/shared/cart/texts';
import { dealTexts } from '../storefront/shared/catalogue/dealTexts';
import { listHeadingTexts } from '../storefront/shared/catalogue/listHeadingTexts';
import { pagerTexts } from '../storefront/shared/catalogue/pagerTexts';
import { catalogueSharedTexts } from '../storefront/shared/catalogue/texts';
import { storefrontPageTitles } from '../storefront/shared/texts';
import { headTexts } from '../storefront/ssr/head/texts';

export const dictionaries: Record<string, Dictionary> = {
  brand: brandTexts,
  loading: loadingTexts,
  errorScreen: errorScreenTexts,
  comingSoon: comingSoonTexts,
  notFound: notFoundTexts,
  noAccess: noAccessTexts,
  skeleton: skeletonTexts,
  form: formTexts,
  zodIssues: zodIssueTexts,
  storefrontPageTitles,
  mainLayout: mainLayoutTexts,
  sideMenu: sideMenuTexts,
  home: homeTexts,
  about: aboutTexts,
  account: accountTexts,
  signIn: signInTexts,
  signUp: signUpTexts,
  forgotPassword: forgotPasswordTexts,
  resetPassword: resetPasswordTexts,
  confirmEmail: confirmEmailTexts,
  accountSettings: accountSettingsTexts,
  appTokens: appTokensTexts,
  loadState: loadStateTexts,
  catalogueShared: catalogueSharedTexts,
  pager: pagerTexts,
  listHeading: listHeadingTexts,
  head: headTexts,
  cartShared: cartSharedTexts,
  categories: categoriesTexts,
  products: productsTexts,
  details: detailsTexts,
  myCart: myCartTexts,
  cartSummary: cartSummaryTexts,
  cartPromotions: cartPromotionTexts,
  categoryChips: categoryChipsTexts,
  deals: dealTexts,
  search: searchTexts,
  shipping: shippingTexts,
  addressForm: addressFormTexts,
  deliverySlots: slotTexts,
  slotRejections: slotRejectionTexts,
  payment: paymentTexts,
  orderStatus: orderStatusTexts,
  orderShared: orderSharedTexts,
  confirmation: confirmationTexts,
  myOrders: myOrdersTexts,
  orderDetails: orderDetailsTexts,
  notifications: notificationsTexts,
  adminPageTitles,
  adminShared: adminSharedTexts,
  adminForm: adminFormTexts,
  adminFeedback: adminFeedbackTexts,
  grid: gridTexts,
  adminTranslations: translationsTexts,
  adminLayout: adminLayoutTexts,
  dashboard: dashboardTexts,
  usersList: usersListTexts,
  categoriesList: categoriesListTexts,
  categoryRules: categoryRulesTexts,
  promotionsList: promotionsListTexts,
  promotionEditor: promotionEditorTexts,
  categoryEditor: categoryEditorTexts,
  categoryTabs: categoryTabsTexts,
  userTypes: userTypesTexts,
  userTypePrices: userTypePricesTexts,
  productsList: productsListTexts,
  productFilters: productFiltersTexts,
  productEditor: productEditorTexts,
  productPrices: productPricesTexts,
  productImages: productImagesTexts,
  productTranslations: productTranslationsTexts,
  userDetails: userDetailsTexts,
  userHistory: userHistoryTexts,
  permissionTitles: permissionTitleTexts,
  ordersList: ordersListTexts,
  orderItems: orderItemsTexts,
  orderPanel: orderPanelTexts,
  regionsList: regionsListTexts,
  regionLookup: lookupTexts,
  zoneEditor: zoneEditorTexts,
  zoneMap: zoneMapTexts,
  zoneWindows: windowsTexts,
  zoneNames: zoneNamesTexts,
  blackouts: blackoutsTexts,
  devTaskValues: devTaskValuesTexts,
  devTasksList: devTasksListTexts,
  devTaskEditor: devTaskEditorTexts,
  devTaskAttachments: devTaskAttachmentsTexts,
  devTaskComments: devTaskCommentsTexts,
  application: applicationTexts,
  applicationSections: applicationSectionTexts,
  applicationProperties: applicationPropertyTexts,
  applicationStates: applicationStateTexts,
  durations: durationTexts,
  database: databaseTexts,
  syncStates: syncStateTexts,
  posSignIn: posSignInTexts,
  priceFile: priceFileTexts,
  promotionsImport: promotionsImportTexts,
  settings: settingsTexts,
  settingsGroups: settingsGroupTexts,
  settingsNotes: settingsNoteTexts,
  settingsVariables: settingsVariableTexts,
};

/** Texts allowed to read the same in every language: `dictionary.key`. */
export const untranslatedExceptions: ReadonlySet<string> = new Set(['brand.brandName']);
