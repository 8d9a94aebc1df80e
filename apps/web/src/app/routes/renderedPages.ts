/**
 * The pages the server renders (decision 0071), and the modules each loads lazily as soon as it
 * opens: the server preloads their code and styles in the page's head, and the build measures each
 * route's first load with them (vite.config.ts). Paths from the web app's folder.
 */
export const renderedPageModules = {
  home: ['src/storefront/home/HomePage.tsx'],
  about: ['src/storefront/about/AboutPage.tsx'],
  categories: ['src/storefront/catalogue/categories/CategoriesPage.tsx'],
  products: [
    'src/storefront/catalogue/products/ProductsPage.tsx',
    'src/storefront/shared/catalogue/Pager.tsx',
  ],
  productDetails: ['src/storefront/catalogue/details/ProductDetailsPage.tsx'],
  notFound: ['src/components/notFound/NotFoundPage.tsx'],
} as const;

export type RenderedPage = keyof typeof renderedPageModules;

export const isRenderedPage = (page: string | undefined): page is RenderedPage =>
  page !== undefined && Object.hasOwn(renderedPageModules, page);
