import { type ComponentType, lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { AdminPage } from '../../admin/shared/texts';
import { LazyNotFoundPage } from '../../components/notFound/LazyNotFoundPage';
import type { StorefrontPage } from '../../storefront/shared/texts';
import type { RouteHandle } from '../RequirePermission';
import { Root, RouteErrorScreen } from '../Root';
import { AdminGate, NotFoundInMainLayout, StorefrontGate } from './gates';
import { adminRoutes, dashboardPages, type RouteEntry, storefrontRoutes } from './routeTable';

// The whole admin area is one lazily loaded chunk (see src/admin/index.ts).
const loadAdmin = () => import('../../admin');
const DashboardPage = lazy(() => loadAdmin().then((admin) => ({ default: admin.DashboardPage })));
const AdminComingSoonPage = lazy(() => loadAdmin().then((admin) => ({ default: admin.AdminComingSoonPage })));

// The account pages are one lazily loaded chunk too (forms, password hashing, the contracts' schemas).
const loadAccount = () => import('../../storefront/account');
const SignInPage = lazy(() => loadAccount().then((account) => ({ default: account.SignInPage })));
const SignUpPage = lazy(() => loadAccount().then((account) => ({ default: account.SignUpPage })));
const ForgotPasswordPage = lazy(() =>
  loadAccount().then((account) => ({ default: account.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  loadAccount().then((account) => ({ default: account.ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() => loadAccount().then((account) => ({ default: account.ConfirmEmailPage })));
const AccountSettingsPage = lazy(() =>
  loadAccount().then((account) => ({ default: account.AccountSettingsPage })),
);

// Every page is a lazily loaded chunk, each catalogue page one of its own, so that a route's first
// load holds its own page only (decision 0009).
const HomePage = lazy(() =>
  import('../../storefront/home/HomePage').then((module) => ({ default: module.HomePage })),
);
const AboutPage = lazy(() =>
  import('../../storefront/about/AboutPage').then((module) => ({ default: module.AboutPage })),
);
const StorefrontComingSoonPage = lazy(() =>
  import('../../storefront/shared/StorefrontComingSoonPage').then((module) => ({
    default: module.StorefrontComingSoonPage,
  })),
);
const CategoriesPage = lazy(() =>
  import('../../storefront/catalogue/categories/CategoriesPage').then((module) => ({
    default: module.CategoriesPage,
  })),
);
const ProductsPage = lazy(() =>
  import('../../storefront/catalogue/products/ProductsPage').then((module) => ({
    default: module.ProductsPage,
  })),
);
const ProductDetailsPage = lazy(() =>
  import('../../storefront/catalogue/details/ProductDetailsPage').then((module) => ({
    default: module.ProductDetailsPage,
  })),
);
const MyCartPage = lazy(() =>
  import('../../storefront/cart').then((module) => ({ default: module.MyCartPage })),
);

// Orders (confirmation, my orders, details) and the notifications inbox: lazily loaded chunks.
const loadOrders = () => import('../../storefront/orders');
const MyOrdersPage = lazy(() => loadOrders().then((module) => ({ default: module.MyOrdersPage })));
const OrderDetailsPage = lazy(() => loadOrders().then((module) => ({ default: module.OrderDetailsPage })));
const OrderConfirmationPage = lazy(() =>
  loadOrders().then((module) => ({ default: module.OrderConfirmationPage })),
);
const NotificationsPage = lazy(() =>
  import('../../storefront/notifications').then((module) => ({ default: module.NotificationsPage })),
);

// Shipping details carries Leaflet; the payment placeholder is a small chunk of its own.
const ShippingDetailsPage = lazy(() =>
  import('../../storefront/checkout/shipping').then((module) => ({ default: module.ShippingDetailsPage })),
);
const PaymentPage = lazy(() =>
  import('../../storefront/checkout/payment').then((module) => ({ default: module.PaymentPage })),
);

/** Storefront pages built so far; every other route shows its coming-soon page. */
const storefrontPages: Partial<Record<StorefrontPage, ComponentType>> = {
  home: HomePage,
  about: AboutPage,
  signIn: SignInPage,
  signUp: SignUpPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  confirmEmail: ConfirmEmailPage,
  accountSettings: AccountSettingsPage,
  categories: CategoriesPage,
  products: ProductsPage,
  productDetails: ProductDetailsPage,
  myCart: MyCartPage,
  myOrders: MyOrdersPage,
  orderDetails: OrderDetailsPage,
  orderConfirmation: OrderConfirmationPage,
  notifications: NotificationsPage,
  shippingDetails: ShippingDetailsPage,
  payment: PaymentPage,
};

function child<P extends string>(entry: RouteEntry<P>, element: ReactNode): RouteObject {
  const handle: RouteHandle = { page: entry.page, permission: entry.permission };
  return entry.path === '' ? { index: true, element, handle } : { path: entry.path, element, handle };
}

function storefrontElement(page: StorefrontPage) {
  const Page = storefrontPages[page];
  return Page ? <Page /> : <StorefrontComingSoonPage page={page} />;
}

function adminElement(page: AdminPage) {
  return dashboardPages.has(page) ? <DashboardPage /> : <AdminComingSoonPage page={page} />;
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/en" replace /> },
      { path: 'admin', element: <Navigate to="/admin/en" replace /> },
      {
        path: 'admin/:lang',
        element: <AdminGate />,
        children: adminRoutes.map((entry) => child(entry, adminElement(entry.page))),
      },
      {
        path: ':lang',
        element: <StorefrontGate />,
        children: [
          ...storefrontRoutes.map((entry) => child(entry, storefrontElement(entry.page))),
          { path: '*', element: <LazyNotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundInMainLayout /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, {
    future: {
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_relativeSplatPath: true,
      v7_skipActionErrorRevalidation: true,
    },
  });
}
