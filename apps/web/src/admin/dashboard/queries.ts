import { type AnswerOf, type LanguageCode, ordersAdminEndpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';

export type DashboardAnswer = AnswerOf<typeof ordersAdminEndpoints.dashboard>;
/** Reads the figures; component tests hand the page their own answers instead. */
export type DashboardLoader = (language: LanguageCode, signal?: AbortSignal) => Promise<DashboardAnswer>;

export const loadDashboard: DashboardLoader = (languageCode, signal) =>
  call(ordersAdminEndpoints.dashboard, { query: { languageCode } }, { signal });

export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: (language: LanguageCode) => [...dashboardKeys.all, language] as const,
};

/**
 * The figures in the language asked (product names): shown at once from the cache when the page is
 * opened again and read afresh behind them (orders move all day), and read again every minute while
 * the page is open.
 */
export const dashboardQueryOptions = (language: LanguageCode, load: DashboardLoader = loadDashboard) =>
  queryOptions({
    queryKey: dashboardKeys.figures(language),
    queryFn: ({ signal }) => load(language, signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
