import {
  customerPriceModes,
  type Promotion,
  type PromotionSaveReason,
  promotionRequest,
  promotionTargets,
  rewardKinds,
} from '@grocery/contracts';
import { z } from 'zod';
import { shopMinuteOf } from './promotionText';

const maybeNumber = z.number().nullable().optional();
const texts = z.object({ en: z.string().optional(), he: z.string().optional(), th: z.string().optional() });

/** The dialog's fields; the reward's fields of other kinds are absent while hidden (ShowWhen). */
const promotionFields = z.object({
  names: texts,
  descriptions: texts,
  target: z.enum(promotionTargets),
  productIds: z.array(z.number()).optional(),
  categoryIds: z.array(z.number()).optional(),
  reward: z.object({
    kind: z.enum(rewardKinds),
    price: maybeNumber,
    amount: maybeNumber,
    percent: maybeNumber,
    quantity: maybeNumber,
    buy: maybeNumber,
    get: maybeNumber,
    nth: maybeNumber,
  }),
  minQuantity: z.number().nullable(),
  minOrderTotal: z.number().nullable(),
  limitPerOrder: z.number().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  userTypeIds: z.array(z.number()),
  combines: z.boolean(),
  onCustomerPrice: z.enum(customerPriceModes),
  active: z.boolean(),
  version: z.number().optional(),
});
export type PromotionFormValues = z.input<typeof promotionFields>;
type RewardValues = PromotionFormValues['reward'];

/** An empty field is left out, so the contract says it is required. */
const given = (value: number | null | undefined) => value ?? undefined;

/** The chosen kind's fields only, as the contract's request takes them. */
function rewardOf(reward: RewardValues) {
  switch (reward.kind) {
    case 'unit_price':
      return { kind: reward.kind, price: given(reward.price) };
    case 'amount_off':
      return { kind: reward.kind, amount: given(reward.amount) };
    case 'percent_off':
      return { kind: reward.kind, percent: given(reward.percent) };
    case 'bundle':
      return { kind: reward.kind, quantity: given(reward.quantity), price: given(reward.price) };
    case 'buy_get':
      return { kind: reward.kind, buy: given(reward.buy), get: given(reward.get) };
    case 'nth_off':
      return { kind: reward.kind, nth: given(reward.nth), percent: given(reward.percent) };
  }
}

/** Hebrew and Thai left empty are not sent (the shop shows the English). */
function localTexts(values: z.infer<typeof texts>) {
  return Object.fromEntries(
    Object.entries(values).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
  );
}

/** The request as the contract takes it, from the dialog's values. */
export function requestOf(values: PromotionFormValues) {
  return {
    names: { en: values.names.en ?? '', ...localTexts(values.names) },
    descriptions: localTexts(values.descriptions),
    target: values.target,
    productIds: values.target === 'products' ? (values.productIds ?? []) : [],
    categoryIds: values.target === 'categories' ? (values.categoryIds ?? []) : [],
    reward: rewardOf(values.reward),
    minQuantity: values.minQuantity,
    minOrderTotal: values.minOrderTotal,
    limitPerOrder: values.limitPerOrder,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    userTypeIds: values.userTypeIds,
    combines: values.combines,
    onCustomerPrice: values.onCustomerPrice,
    active: values.active,
    ...(values.version === undefined ? {} : { version: values.version }),
  } as z.input<typeof promotionRequest>;
}

/** The form checks the contract's own request, its issues on the fields they name. */
export const promotionFormSchema = promotionFields.transform(requestOf).pipe(promotionRequest);

/** A new promotion: from the next whole hour for a week, on the products chosen, a percent off. */
export function newPromotionValues(startsAt: string): PromotionFormValues {
  return {
    names: { en: '', he: '', th: '' },
    descriptions: { en: '', he: '', th: '' },
    target: 'products',
    productIds: [],
    categoryIds: [],
    reward: { kind: 'percent_off', percent: null },
    minQuantity: null,
    minOrderTotal: null,
    limitPerOrder: null,
    startsAt,
    endsAt: addDays(startsAt, 7),
    userTypeIds: [],
    combines: false,
    onCustomerPrice: 'lower',
    active: true,
  };
}

export function promotionFormValues(promotion: Promotion): PromotionFormValues {
  const local = (record: Record<string, string>) => ({
    en: record.en ?? '',
    he: record.he ?? '',
    th: record.th ?? '',
  });
  return {
    names: local(promotion.names),
    descriptions: local(promotion.descriptions),
    target: promotion.target,
    productIds: promotion.productIds,
    categoryIds: promotion.categoryIds,
    reward: { ...promotion.reward },
    minQuantity: promotion.minQuantity,
    minOrderTotal: promotion.minOrderTotal,
    limitPerOrder: promotion.limitPerOrder,
    startsAt: shopMinuteOf(promotion.startsAt),
    endsAt: shopMinuteOf(promotion.endsAt),
    userTypeIds: promotion.userTypeIds,
    combines: promotion.combines,
    onCustomerPrice: promotion.onCustomerPrice,
    active: promotion.active,
    version: promotion.version,
  };
}

const rewardFieldsOf: Record<RewardValues['kind'], string[]> = {
  unit_price: ['price'],
  amount_off: ['amount'],
  percent_off: ['percent'],
  bundle: ['quantity', 'price'],
  buy_get: ['buy', 'get'],
  nth_off: ['nth', 'percent'],
};

/** The fields the dialog shows for these values (a refusal can only be shown on one of them). */
export function shownFields(values: PromotionFormValues): Set<string> {
  const target = { products: ['productIds'], categories: ['categoryIds'], order: [] }[values.target];
  return new Set([
    'names.en',
    'target',
    ...target,
    'reward.kind',
    ...rewardFieldsOf[values.reward.kind].map((field) => `reward.${field}`),
    'minQuantity',
    'minOrderTotal',
    'limitPerOrder',
    'startsAt',
    'endsAt',
    'userTypeIds',
  ]);
}

function fallbackField(reason: PromotionSaveReason, named: string | undefined, values: PromotionFormValues) {
  const rewardField = `reward.${rewardFieldsOf[values.reward.kind].at(-1)}`;
  switch (reason) {
    case 'UNKNOWN_PRODUCT':
      return 'productIds';
    case 'UNKNOWN_CATEGORY':
      return 'categoryIds';
    case 'UNKNOWN_USER_TYPE':
      return 'userTypeIds';
    case 'WEIGHED_MULTI_UNIT':
      return 'reward.kind';
    case 'PRICE_NOT_LOWER':
      return rewardField;
    case 'QUANTITY_RULE':
      return named?.startsWith('reward') ? rewardField : 'minQuantity';
    case 'OVERLAPS':
      return values.target === 'categories' ? 'categoryIds' : 'productIds';
    default:
      return null;
  }
}

/**
 * The field a refusal is shown on: the one the server names when the dialog shows it, else the
 * reason's own; null (IMPORTED, CONFLICT, or a field not shown): above the buttons.
 */
export function refusalField(
  reason: PromotionSaveReason,
  named: string | undefined,
  values: PromotionFormValues,
): string | null {
  const shown = shownFields(values);
  if (named && shown.has(named)) return named;
  const field = fallbackField(reason, named, values);
  return field && shown.has(field) ? field : null;
}

const minuteOfDate = (date: Date) => date.toISOString().slice(0, 16);

/** The next whole hour after a shop-time minute. */
export function nextShopHour(minute: string): string {
  const date = new Date(`${minute.slice(0, 13)}:00:00Z`);
  date.setUTCHours(date.getUTCHours() + 1);
  return minuteOfDate(date);
}

/** A shop-time minute some days on (the same wall time). */
export function addDays(minute: string, days: number): string {
  const date = new Date(`${minute}:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return minuteOfDate(date);
}
