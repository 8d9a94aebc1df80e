import { categoryRulesEndpoints, type InputOf } from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { catalogueRootKeys } from '../shared/query/rootKeys';

type SaveBody = InputOf<typeof categoryRulesEndpoints.create>['body'];

/** A rule applied moves products between categories: the rules, categories and products change. */
const afterRuleChange = (client: QueryClient) =>
  Promise.all(
    [catalogueRootKeys.categoryRules, catalogueRootKeys.categories, catalogueRootKeys.products].map(
      (queryKey) => client.invalidateQueries({ queryKey }),
    ),
  );

/** Adds or replaces a rule (applied at once); UNKNOWN_CATEGORY comes back as the answer. */
export function useSaveCategoryRule(ruleId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) =>
      ruleId === null
        ? call(categoryRulesEndpoints.create, { body }, { allowReject: true })
        : call(categoryRulesEndpoints.update, { params: { ruleId }, body }, { allowReject: true }),
    onSuccess: (answer) => (answer.reject ? undefined : afterRuleChange(client)),
  });
}

export function useDeleteCategoryRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) => call(categoryRulesEndpoints.remove, { params: { ruleId } }),
    onSuccess: () => afterRuleChange(client),
  });
}
