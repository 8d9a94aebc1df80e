import {
  type FieldRule,
  type InputOf,
  moneyInput,
  quantityInput,
  quantityIssues,
  type UserTypePriceRow,
  type userTypesAdminEndpoints,
} from '@grocery/contracts';
import type { z } from 'zod';

export const priceFields = ['price', 'minimumQuantity', 'quantityStep'] as const;
export type PriceField = (typeof priceFields)[number];

/** A row's three values as typed (text), kept per product while the admin pages through the grid. */
export type PriceDraft = Record<PriceField, string>;
/** An edited row: the row as loaded and what is typed for it now. */
export type PriceEdit = { row: UserTypePriceRow; draft: PriceDraft };

export type PriceValues = { price: number | null; minimumQuantity: number; quantityStep: number };

/** Why a typed value cannot be saved; the texts translate each (the rule code as the contracts name it). */
export type PriceProblem =
  | 'required'
  | 'negativePrice'
  | 'twoDecimals'
  | 'positiveQuantity'
  | 'threeDecimals'
  | 'tooLarge'
  | FieldRule;

export type PendingChange = {
  productId: number;
  productName: string;
  unit: UserTypePriceRow['unit'];
  before: PriceValues;
  /** What would be saved: null while a field's value cannot be. */
  after: PriceValues | null;
  /** The values as typed (what the preview shows of a change that cannot be saved yet). */
  typed: PriceDraft;
  problems: Partial<Record<PriceField, PriceProblem>>;
};

/** The text a loaded row's values show as: no price as an empty field. */
export function draftOf(row: UserTypePriceRow): PriceDraft {
  return {
    price: row.price === null ? '' : String(row.price),
    minimumQuantity: String(row.minimumQuantity),
    quantityStep: String(row.quantityStep),
  };
}

function problemOf(schema: z.ZodType, value: number, kind: 'money' | 'quantity'): PriceProblem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const code = result.error.issues[0]?.code;
  if (code === 'too_big') return 'tooLarge';
  if (code === 'too_small') return kind === 'money' ? 'negativePrice' : 'positiveQuantity';
  return kind === 'money' ? 'twoDecimals' : 'threeDecimals';
}

const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The values a draft would save, with what is wrong with each field (the contract's own rules). */
function readDraft(edit: PriceEdit): {
  values: PriceValues | null;
  problems: PendingChange['problems'];
} {
  const problems: PendingChange['problems'] = {};
  const price = numberOf(edit.draft.price);
  if (price !== null) {
    const problem = Number.isFinite(price) ? problemOf(moneyInput, price, 'money') : 'twoDecimals';
    if (problem) problems.price = problem;
  }
  const quantities: Record<'minimumQuantity' | 'quantityStep', number | null> = {
    minimumQuantity: numberOf(edit.draft.minimumQuantity),
    quantityStep: numberOf(edit.draft.quantityStep),
  };
  for (const field of ['minimumQuantity', 'quantityStep'] as const) {
    const value = quantities[field];
    const problem =
      value === null || !Number.isFinite(value) ? 'required' : problemOf(quantityInput, value, 'quantity');
    if (problem) problems[field] = problem;
  }
  for (const issue of quantityIssues(edit.row.unit, {
    minimumQuantity: quantities.minimumQuantity ?? undefined,
    quantityStep: quantities.quantityStep ?? undefined,
  })) {
    problems[issue.path as PriceField] ??= issue.message;
  }
  const { minimumQuantity, quantityStep } = quantities;
  if (Object.keys(problems).length > 0 || minimumQuantity === null || quantityStep === null)
    return { values: null, problems };
  return { values: { price, minimumQuantity, quantityStep }, problems };
}

const sameValues = (a: PriceValues, b: PriceValues) =>
  a.price === b.price && a.minimumQuantity === b.minimumQuantity && a.quantityStep === b.quantityStep;

/**
 * The grid's pending changes: every edited row whose typed values differ from the loaded ones (or
 * cannot be read), in the order they were first edited. A row typed back to its loaded values is
 * no change.
 */
export function pendingChanges(edits: ReadonlyMap<number, PriceEdit>): PendingChange[] {
  return [...edits.values()].flatMap((edit) => {
    const before: PriceValues = {
      price: edit.row.price,
      minimumQuantity: edit.row.minimumQuantity,
      quantityStep: edit.row.quantityStep,
    };
    const { values, problems } = readDraft(edit);
    if (values && sameValues(values, before)) return [];
    return [
      {
        productId: edit.row.productId,
        productName: edit.row.productName,
        unit: edit.row.unit,
        before,
        after: values,
        typed: edit.draft,
        problems,
      },
    ];
  });
}

type PricesBody = InputOf<typeof userTypesAdminEndpoints.savePrices>['body'];

/** The save call's body: the changed rows, in the order of the preview (a rejection names its index). */
export function pricesRequest(changes: readonly PendingChange[]): PricesBody {
  return {
    prices: changes.flatMap((change) =>
      change.after ? [{ productId: change.productId, ...change.after }] : [],
    ),
  };
}

/** A rejection's field, 'prices.3.minimumQuantity', as the product and field it names. */
export function rejectedField(
  field: string | undefined,
  body: PricesBody,
): { productId: number; field: PriceField | null } | null {
  const match = /^prices\.(\d+)(?:\.(\w+))?$/.exec(field ?? '');
  const row = match ? body.prices[Number(match[1])] : undefined;
  if (!match || !row) return null;
  const named = priceFields.find((name) => name === match[2]) ?? null;
  return { productId: row.productId, field: named };
}
