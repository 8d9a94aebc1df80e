import { type InputOf, promotionsEndpoints } from '@grocery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { promotionsKeys } from './queries';

type SaveBody = InputOf<typeof promotionsEndpoints.create>['body'];
type PreviewBody = InputOf<typeof promotionsEndpoints.preview>['body'];

/** Adds or replaces a promotion; a refusal (its reason and field) comes back as the answer. */
export function useSavePromotion(promotionId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) =>
      promotionId === null
        ? call(promotionsEndpoints.create, { body }, { allowReject: true })
        : call(promotionsEndpoints.update, { params: { promotionId }, body }, { allowReject: true }),
    onSuccess: (answer) =>
      answer.reject ? undefined : client.invalidateQueries({ queryKey: promotionsKeys.all }),
  });
}

/** Switches a promotion on or off at the version it was read at (CONFLICT when it moved on). */
export function useSetPromotionActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      promotionId,
      active,
      version,
    }: {
      promotionId: number;
      active: boolean;
      version: number;
    }) =>
      call(
        promotionsEndpoints.setActive,
        { params: { promotionId }, body: { active, version } },
        { allowReject: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: promotionsKeys.all }),
  });
}

/** Prices a made-up cart under the promotion as typed; writes nothing. */
export function usePromotionPreview() {
  return useMutation({
    mutationFn: (body: PreviewBody) => call(promotionsEndpoints.preview, { body }),
  });
}
