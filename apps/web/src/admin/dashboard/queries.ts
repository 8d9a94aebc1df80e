import { type AnswerOf, type LanguageCode, ordersAdminEndpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';

export type DashboardAnswer = AnswerOf<typeof ordersAdminEndpoints.dashboard>;
/** Reads the figures; component tests hand the page their own answers instead. */
export type DashboardLoader = (language: LanguageCode, signal?: AbortSignal) => Promise<DashboardAnswer>;

export const loadDashboard: DashboardLoader = (languageCode, signal) =>
  call(ordersAdminEndpoints.dashboard, { query: { languageCode } }, { signal });

const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: (language: LanguageCode) => [...dashboardKeys.all, language] as const,
};

/** Orders come in all day: the figures are the one live thing of the dashboard. */
const dashboardPollMs = 60_000;

/**
 * The figures in the language asked (product names): shown at once from the cache when the page is
 * opened again and read afresh behind them, read again every minute while the page is open and the
 * document visible (never while hidden: refetchIntervalInBackground false), and once when it shows
 * again.
 */
export const dashboardQueryOptions = (language: LanguageCode, load: DashboardLoader = loadDashboard) =>
  queryOptions({
    queryKey: dashboardKeys.figures(language),
    queryFn: ({ signal }) => load(language, signal),
    staleTime: 0,
    refetchInterval: dashboardPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
