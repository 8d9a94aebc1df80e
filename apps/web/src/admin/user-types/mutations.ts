import { type InputOf, type LanguageCode, userTypesAdminEndpoints } from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { catalogueRootKeys } from '../shared/query/rootKeys';
import { userTypesKeys } from './queries';

type SaveBody = InputOf<typeof userTypesAdminEndpoints.create>['body'];
type PricesBody = InputOf<typeof userTypesAdminEndpoints.savePrices>['body'];

/** A type's categories are the categories' visibility: their lists and pickers change with it. */
const afterTypeChange = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: userTypesKeys.all }),
    client.invalidateQueries({ queryKey: catalogueRootKeys.categories }),
  ]);

/** Creates or replaces a user type; NAME_TAKEN and UNKNOWN_CATEGORY come back as the answer. */
export function useSaveUserType(userTypeId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) =>
      userTypeId === null
        ? call(userTypesAdminEndpoints.create, { body }, { allowReject: true })
        : call(userTypesAdminEndpoints.update, { params: { userTypeId }, body }, { allowReject: true }),
    onSuccess: (answer) => (answer.reject ? undefined : afterTypeChange(client)),
  });
}

/** Deletes a type; ONLY_TYPE_OF_CATEGORY (with the categories) comes back as the answer. */
export function useDeleteUserType(userTypeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(userTypesAdminEndpoints.remove, { params: { userTypeId } }, { allowReject: true }),
    onSuccess: (answer) => {
      if (answer.reject) return undefined;
      client.removeQueries({ queryKey: userTypesKeys.detail(userTypeId) });
      return afterTypeChange(client);
    },
  });
}

/** Saves the changed rows in one call; the type's price count and its prices grid change. */
export function useSaveUserTypePrices(userTypeId: number, language: LanguageCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PricesBody) =>
      call(
        userTypesAdminEndpoints.savePrices,
        { params: { userTypeId }, query: { languageCode: language }, body },
        { allowReject: true },
      ),
    onSuccess: (answer) =>
      answer.reject
        ? undefined
        : Promise.all([
            client.invalidateQueries({ queryKey: userTypesKeys.prices(userTypeId) }),
            client.invalidateQueries({ queryKey: userTypesKeys.list(), exact: true }),
            client.invalidateQueries({ queryKey: userTypesKeys.detail(userTypeId) }),
            client.invalidateQueries({ queryKey: catalogueRootKeys.products }),
          ]),
  });
}
