import { type CategoryRuleKind, categoryRulesEndpoints, type InputOf } from '@grocery/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { catalogueRootKeys } from '../shared/query/rootKeys';

/** Server-state keys of the category rules: a save changes categories' and products' links too. */
export const categoryRulesKeys = {
  all: catalogueRootKeys.categoryRules,
  list: () => [...categoryRulesKeys.all, 'list'] as const,
  preview: (query: RulePreviewQuery) => [...categoryRulesKeys.all, 'preview', query] as const,
};

export type RulePreviewQuery = InputOf<typeof categoryRulesEndpoints.preview>['query'];

export const categoryRulesQueryOptions = () =>
  queryOptions({
    queryKey: categoryRulesKeys.list(),
    queryFn: ({ signal }) => call(categoryRulesEndpoints.list, undefined, { signal }),
  });

/** The products a rule as typed matches; null while the rule cannot be asked about (a field still empty). */
export const rulePreviewQueryOptions = (query: RulePreviewQuery | null) =>
  queryOptions({
    queryKey: categoryRulesKeys.preview(query ?? { kind: 'name_words' as CategoryRuleKind, words: '' }),
    queryFn: ({ signal }) =>
      call(categoryRulesEndpoints.preview, { query: query as RulePreviewQuery }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export { allCategoriesQueryOptions } from '../shared/query/allCategories';
