import type { AdminOrder, LanguageCode } from '@grocery/contracts';
import { fieldRuleText } from '../../../components/form/zodIssues';
import type { OrderChangeAnswer } from '../queries';
import type { orderPanelTexts } from '../texts';

type Texts = Record<keyof (typeof orderPanelTexts)['en'], string>;
export type Refusal = { reason: string; field?: string; message?: string };

/** A refused change in the user's words (decision 0046's reasons); a reason this client does not know says the save failed. */
export function refusalText(refusal: Refusal, texts: Texts, language: LanguageCode): string {
  switch (refusal.reason) {
    case 'CONFLICT':
      return texts.conflict;
    case 'TRANSITION_NOT_ALLOWED':
      return texts.transitionNotAllowed;
    case 'REASON_REQUIRED':
      return texts.reasonRequired;
    case 'NOT_PICKING':
      return texts.notPicking;
    case 'NOT_EDITABLE':
      return texts.notEditableNow;
    case 'RULE':
      return fieldRuleText(refusal.message, { language }) ?? texts.ruleBroken;
    default:
      return texts.saveFailed;
  }
}

/** What became of a change: the order as it now is, or why not (a CONFLICT has been reloaded already). */
type ChangeOutcome =
  | { saved: true; order: AdminOrder }
  | { saved: false; conflict: boolean; reason: string; field?: string; message: string };

/**
 * Sends a change and reads its answer. A CONFLICT (someone changed the order since it was loaded)
 * reloads the order before answering, so the panel shows what is there now.
 */
export async function sendChange(
  send: () => Promise<OrderChangeAnswer>,
  options: { texts: Texts; language: LanguageCode; reload: () => Promise<void> },
): Promise<ChangeOutcome> {
  const answer = await send();
  if (!answer.reject) return { saved: true, order: answer.order };
  const conflict = answer.reason === 'CONFLICT';
  if (conflict) await options.reload();
  return {
    saved: false,
    conflict,
    reason: answer.reason,
    field: answer.field,
    message: refusalText(answer, options.texts, options.language),
  };
}
