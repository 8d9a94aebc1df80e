import type { ProductSaveRejection } from '@grocery/contracts';

/** A business refusal naming its field; nothing was written. */
export interface FieldRejection<R extends ProductSaveRejection = ProductSaveRejection> {
  reject: true;
  reason: R;
  field?: string;
  message?: string;
}

export const isRejection = (value: unknown): value is FieldRejection =>
  typeof value === 'object' && value !== null && (value as { reject?: unknown }).reject === true;
