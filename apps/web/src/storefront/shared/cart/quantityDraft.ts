import {
  checkQuantity,
  formatQuantity,
  parseQuantityDraft,
  type QuantityCheck,
  type QuantityRule,
  type Thousandths,
} from '@grocery/contracts';

/**
 * The quantity field: it shows the owner's value, or text being typed, or a committed value while
 * the owner saves it.
 */
export type QuantityDraft =
  | { state: 'value' }
  | { state: 'typed'; text: string }
  | { state: 'saving'; text: string };

export const showValue: QuantityDraft = { state: 'value' };

export function fieldText(draft: QuantityDraft, value: Thousandths): string {
  return draft.state === 'value' ? formatQuantity(value) : draft.text;
}

type DraftCommit = {
  draft: QuantityDraft;
  /** The typed quantity to apply, or null when there is nothing to apply. */
  change: Thousandths | null;
  /** Why the typed quantity was refused (the field shows the value again). */
  problem: Exclude<QuantityCheck, 'ok'> | null;
};

/**
 * Committing the field (Enter, or leaving it). Only typed text is committed, once: Enter commits
 * and the blur that may follow (the field is disabled while the change is saved) finds nothing
 * new, so a typed value is never applied twice.
 */
export function commitDraft(draft: QuantityDraft, value: Thousandths, rule: QuantityRule): DraftCommit {
  if (draft.state !== 'typed') return { draft, change: null, problem: null };
  const typed = parseQuantityDraft(draft.text);
  if (typed === null || typed === value) return { draft: showValue, change: null, problem: null };
  const check = checkQuantity(typed, rule);
  if (check !== 'ok') return { draft: showValue, change: null, problem: check };
  return { draft: { state: 'saving', text: formatQuantity(typed) }, change: typed, problem: null };
}
