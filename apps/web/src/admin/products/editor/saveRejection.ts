import type { LanguageCode } from '@grocery/contracts';
import { fieldRuleText } from '../../../components/form/zodIssues';
import type { productEditorTexts } from '../texts';

type Texts = Record<keyof (typeof productEditorTexts)['en'], string>;
export type SaveRejection = { reason: string; field?: string; message?: string };

/** A refused save in the user's words, and the form field it is about when it names one. */
export function rejectionText(
  rejection: SaveRejection,
  texts: Texts,
  language: LanguageCode,
  labelOf: (field: string) => string | undefined,
): string {
  const label = rejection.field ? labelOf(rejection.field) : undefined;
  switch (rejection.reason) {
    case 'SLUG_TAKEN':
      return texts.slugTaken;
    case 'BARCODE_TAKEN':
      return texts.barcodeTaken;
    case 'EXTERNAL_ID_TAKEN':
      return texts.externalIdTaken;
    case 'UNKNOWN_CATEGORY':
      return texts.unknownCategory;
    case 'UNKNOWN_USER_TYPE':
      return texts.unknownUserType;
    case 'CONFLICT':
      return texts.conflict;
    default:
      return fieldRuleText(rejection.message, { label, language }) ?? texts.saveFailed;
  }
}
