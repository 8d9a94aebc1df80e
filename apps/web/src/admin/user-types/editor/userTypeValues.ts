import { countText, type UserTypeSummary, userTypeRequest } from '@grocery/contracts';
import type { z } from 'zod';
import type { LanguageCode } from '../../../i18n/language';

/** The editor checks the contract's own request: name required, description blank → null. */
export const userTypeFormSchema = userTypeRequest;
type UserTypeFormValues = z.input<typeof userTypeFormSchema>;

export const newUserTypeValues: UserTypeFormValues = { name: '', description: '', categoryIds: [] };

/** A loaded type as the form edits it (no description shows as an empty field). */
export function userTypeFormValues(type: UserTypeSummary): UserTypeFormValues {
  return { name: type.name, description: type.description ?? '', categoryIds: type.categoryIds };
}

type DeleteTexts = Record<'deleteUsers' | 'deleteNoUsers' | 'deletePrices' | 'deleteNoPrices', string>;

/** What deleting the type does, said before it is done: its users lose it, its prices go (decision 0038). */
export function deleteConsequences(
  language: LanguageCode,
  texts: DeleteTexts,
  type: UserTypeSummary,
): string {
  const users =
    type.userCount === 0 ? texts.deleteNoUsers : countText(language, texts.deleteUsers, type.userCount);
  const prices =
    type.priceCount === 0 ? texts.deleteNoPrices : countText(language, texts.deletePrices, type.priceCount);
  return `${users} ${prices}`;
}
