import type { CustomerPriceMode, PromotionTarget, Reward } from './reward';
import { multiUnitKinds } from './reward';

/**
 * The one pricing of a cart (decision 0068): the cart, the checkout and finalize all call it, on
 * the server, in whole agorot. Quantities are thousandths (1 kg = 1000, one unit = 1000).
 */

export interface PromotionRule {
  promotionId: number;
  names: Record<string, string>;
  target: PromotionTarget;
  productIds: readonly number[];
  categoryIds: readonly number[];
  reward: Reward;
  /** Thousandths of the promotion's products in the cart needed, or null. */
  minQuantity: number | null;
  /** Agorot the cart's lines must come to at list price, or null. */
  minOrderTotal: number | null;
  /** Thousandths rewarded at most in one order, or null. */
  limitPerOrder: number | null;
  /** Epoch milliseconds: live from `startsAt` until before `endsAt`. */
  startsAt: number;
  endsAt: number;
  /** Customer types it is for; empty: everyone. */
  userTypeIds: readonly number[];
  combines: boolean;
  onCustomerPrice: CustomerPriceMode;
}

export interface PricingLine {
  lineId: number;
  productId: number;
  categoryIds: readonly number[];
  unit: 'unit' | 'kg';
  quantity: number;
  /** Agorot per unit or kg: the shop's sale price, else the online price. */
  regularPrice: number;
  /** Agorot: the shopper's customer-type price, or null. */
  customerPrice: number | null;
  /** Lines that cannot be bought now are priced but not counted. */
  available: boolean;
}

export interface AppliedPromotion {
  promotionId: number;
  names: Record<string, string>;
}

export interface PricedLine {
  lineId: number;
  /** Agorot: the customer-type price, else the regular one. */
  unitPrice: number;
  /** unitPrice × quantity rounded once. */
  listTotal: number;
  saving: number;
  /** What the shopper pays for the line: listTotal − saving. */
  total: number;
  promotion: AppliedPromotion | null;
  /**
   * The price per unit or kg the deal sets when it prices each unit alike (unit price, amount or
   * percent off) and rewards the whole line: a weighed line is priced on its picked weight with it.
   */
  dealUnitPrice: number | null;
  /** A deal on this line that ended before `now` (the cart tells the shopper), or null. */
  ended: (AppliedPromotion & { endsAt: number }) | null;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The available lines at list price. */
  subtotal: number;
  /** The line savings and the order's discount together. */
  discount: number;
  orderPromotion: (AppliedPromotion & { saving: number }) | null;
  total: number;
}

export interface PricingContext {
  now: number;
  userTypeIds: readonly number[];
}

/** Half away from zero from thousandths of an agora, as PostgreSQL's round() does. */
const roundThousandths = (exact: number) => Math.sign(exact) * Math.floor((Math.abs(exact) + 500) / 1000);

/** `price` agorot less `basisPoints`, rounded once. */
const percentOff = (price: number, basisPoints: number) =>
  Math.sign(price) * Math.floor((Math.abs(price) * (10000 - basisPoints) + 5000) / 10000);

const isLive = (rule: PromotionRule, now: number) => rule.startsAt <= now && now < rule.endsAt;

const isFor = (rule: PromotionRule, userTypeIds: readonly number[]) =>
  rule.userTypeIds.length === 0 || rule.userTypeIds.some((id) => userTypeIds.includes(id));

const targets = (rule: PromotionRule, line: PricingLine) =>
  (rule.target === 'products' && rule.productIds.includes(line.productId)) ||
  (rule.target === 'categories' && line.categoryIds.some((id) => rule.categoryIds.includes(id)));

const baseOf = (line: PricingLine) => line.customerPrice ?? line.regularPrice;

/** The price the deal works from: the regular one, or the customer-type one when it goes on top. */
const dealBasis = (rule: PromotionRule, line: PricingLine) =>
  rule.onCustomerPrice === 'on_top' ? baseOf(line) : line.regularPrice;

interface Outcome {
  total: number;
  dealUnitPrice: number | null;
}

/** Unit price, amount or percent off: each unit or kg alike, up to the order's limit. */
function perUnit(rule: PromotionRule, lines: PricingLine[]): Map<number, Outcome> {
  const outcomes = new Map<number, Outcome>();
  let left = rule.limitPerOrder ?? Number.POSITIVE_INFINITY;
  for (const line of lines) {
    const basis = dealBasis(rule, line);
    const { reward } = rule;
    const deal =
      reward.kind === 'unit_price'
        ? reward.price
        : reward.kind === 'amount_off'
          ? basis - reward.amount
          : reward.kind === 'percent_off'
            ? percentOff(basis, reward.basisPoints)
            : basis;
    if (deal <= 0 || left <= 0) continue;
    const rewarded = Math.min(line.quantity, left);
    left -= rewarded;
    const exact = deal * rewarded + baseOf(line) * (line.quantity - rewarded);
    outcomes.set(line.lineId, {
      total: roundThousandths(exact),
      dealUnitPrice: rewarded === line.quantity ? deal : null,
    });
  }
  return outcomes;
}

/** Shares `amount` agorot among weights in proportion, whole agorot, remainders to the first. */
function share(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const parts = weights.map((weight) => Math.floor((amount * weight) / sum));
  const rest = amount - parts.reduce((a, b) => a + b, 0);
  // The remainder is less than the number of parts: one agora each to the first.
  return parts.map((part, index) => part + (index < rest ? 1 : 0));
}

/**
 * Bundle, buy-get and nth-off: the whole units of all the promotion's lines together, dearest
 * first, in groups; what each unit pays goes back to its line. Units left over pay the line's price.
 */
function multiUnit(rule: PromotionRule, lines: PricingLine[]): Map<number, Outcome> {
  const { reward } = rule;
  const size =
    reward.kind === 'bundle'
      ? reward.quantity
      : reward.kind === 'buy_get'
        ? reward.buy + reward.get
        : reward.kind === 'nth_off'
          ? reward.nth
          : 1;
  const units = lines
    .filter((line) => line.unit === 'unit')
    .flatMap((line) => Array.from({ length: Math.floor(line.quantity / 1000) }, () => line))
    .map((line, order) => ({ line, price: dealBasis(rule, line), order }))
    .sort((a, b) => b.price - a.price || a.order - b.order);
  const limit = rule.limitPerOrder === null ? units.length : Math.floor(rule.limitPerOrder / 1000);
  const groups = Math.floor(Math.min(units.length, limit) / size);
  const paid = new Map<number, { agorot: number; units: number }>();
  for (let group = 0; group < groups; group++) {
    const members = units.slice(group * size, (group + 1) * size);
    const prices = members.map((unit) => unit.price);
    const pays =
      reward.kind === 'bundle'
        ? share(reward.price, prices)
        : reward.kind === 'buy_get'
          ? prices.map((price, index) => (index >= reward.buy ? 0 : price))
          : prices.map((price, index) =>
              index === size - 1 && reward.kind === 'nth_off' ? percentOff(price, reward.basisPoints) : price,
            );
    members.forEach((unit, index) => {
      const sum = paid.get(unit.line.lineId) ?? { agorot: 0, units: 0 };
      paid.set(unit.line.lineId, { agorot: sum.agorot + (pays[index] ?? 0), units: sum.units + 1 });
    });
  }
  const outcomes = new Map<number, Outcome>();
  for (const line of lines) {
    const grouped = paid.get(line.lineId);
    if (!grouped) continue;
    const rest = roundThousandths(baseOf(line) * (line.quantity - grouped.units * 1000));
    outcomes.set(line.lineId, { total: grouped.agorot + rest, dealUnitPrice: null });
  }
  return outcomes;
}

interface Candidate {
  rule: PromotionRule;
  outcomes: Map<number, Outcome & { saving: number }>;
  saving: number;
}

/** The rule over the lines it targets that are still free; each line pays the lower of its list total and the deal. */
function evaluate(rule: PromotionRule, eligible: PricingLine[], listTotals: Map<number, number>): Candidate {
  const quantity = eligible.reduce((sum, line) => sum + line.quantity, 0);
  const outcomes = new Map<number, Outcome & { saving: number }>();
  if (eligible.length === 0 || (rule.minQuantity !== null && quantity < rule.minQuantity)) {
    return { rule, outcomes, saving: 0 };
  }
  const raw = multiUnitKinds.includes(rule.reward.kind) ? multiUnit(rule, eligible) : perUnit(rule, eligible);
  let saving = 0;
  for (const [lineId, outcome] of raw) {
    const list = listTotals.get(lineId) ?? 0;
    if (outcome.total >= list) continue;
    outcomes.set(lineId, { ...outcome, saving: list - outcome.total });
    saving += list - outcome.total;
  }
  return { rule, outcomes, saving };
}

/** The order's discount: percent or amount off what the lines it may join come to. */
function orderSaving(rule: PromotionRule, amount: number): number {
  if (amount <= 0) return 0;
  if (rule.reward.kind === 'percent_off') return amount - percentOff(amount, rule.reward.basisPoints);
  if (rule.reward.kind === 'amount_off') return Math.min(rule.reward.amount, amount);
  return 0;
}

/**
 * Prices the lines under the rules for a shopper at a moment. A line takes at most one deal: the
 * deals are taken greatest saving first (ties: the lower id), each over the lines still free. An
 * order deal then comes off the lines whose deal combines (and lines without one); only the best
 * order deal applies, and a deal that does not combine keeps its lines out of it.
 */
export function priceCart(
  lines: readonly PricingLine[],
  rules: readonly PromotionRule[],
  context: PricingContext,
): PricedCart {
  const listTotals = new Map(
    lines.map((line) => [line.lineId, roundThousandths(baseOf(line) * line.quantity)]),
  );
  const available = lines.filter((line) => line.available);
  const subtotal = available.reduce((sum, line) => sum + (listTotals.get(line.lineId) ?? 0), 0);
  const usable = rules.filter((rule) => isFor(rule, context.userTypeIds));
  const live = usable.filter(
    (rule) => isLive(rule, context.now) && (rule.minOrderTotal === null || subtotal >= rule.minOrderTotal),
  );

  const taken = new Map<number, { rule: PromotionRule; outcome: Outcome & { saving: number } }>();
  // Each deal over the lines it may take, evaluated once; again only when a line it counted was taken.
  let open = live
    .filter((rule) => rule.target !== 'order')
    .map((rule) => {
      const eligible = available.filter((line) => targets(rule, line));
      return { eligible, candidate: evaluate(rule, eligible, listTotals) };
    })
    .filter((deal) => deal.eligible.length > 0);
  for (;;) {
    let best: (typeof open)[number] | undefined;
    for (const deal of open) {
      const { saving, rule } = deal.candidate;
      if (saving <= 0) continue;
      const lead = best?.candidate;
      if (
        !lead ||
        saving > lead.saving ||
        (saving === lead.saving && rule.promotionId < lead.rule.promotionId)
      )
        best = deal;
    }
    if (!best) break;
    const { rule, outcomes } = best.candidate;
    for (const [lineId, outcome] of outcomes) taken.set(lineId, { rule, outcome });
    open = open.flatMap((deal) => {
      if (deal === best) return [];
      if (!deal.eligible.some((line) => outcomes.has(line.lineId))) return [deal];
      const eligible = deal.eligible.filter((line) => !taken.has(line.lineId));
      return eligible.length > 0
        ? [{ eligible, candidate: evaluate(deal.candidate.rule, eligible, listTotals) }]
        : [];
    });
  }

  const priced: PricedLine[] = lines.map((line) => {
    const listTotal = listTotals.get(line.lineId) ?? 0;
    const deal = taken.get(line.lineId);
    const ended = deal
      ? undefined
      : usable.find((rule) => rule.endsAt <= context.now && rule.target !== 'order' && targets(rule, line));
    return {
      lineId: line.lineId,
      unitPrice: baseOf(line),
      listTotal,
      saving: deal?.outcome.saving ?? 0,
      total: deal?.outcome.total ?? listTotal,
      promotion: deal ? { promotionId: deal.rule.promotionId, names: deal.rule.names } : null,
      dealUnitPrice: deal?.outcome.dealUnitPrice ?? null,
      ended: ended ? { promotionId: ended.promotionId, names: ended.names, endsAt: ended.endsAt } : null,
    };
  });

  const afterLines = (rule: PromotionRule) =>
    priced
      .filter((line, index) => {
        const deal = taken.get(line.lineId);
        return lines[index]?.available && (!deal || (deal.rule.combines && rule.combines));
      })
      .reduce((sum, line) => sum + line.total, 0);
  const orderDeal = live
    .filter((rule) => rule.target === 'order')
    .map((rule) => ({ rule, saving: orderSaving(rule, afterLines(rule)) }))
    .filter((deal) => deal.saving > 0)
    .sort((a, b) => b.saving - a.saving || a.rule.promotionId - b.rule.promotionId)[0];

  const lineSavings = priced.reduce(
    (sum, line, index) => sum + (lines[index]?.available ? line.saving : 0),
    0,
  );
  const discount = lineSavings + (orderDeal?.saving ?? 0);
  return {
    lines: priced,
    subtotal,
    discount,
    orderPromotion: orderDeal
      ? { promotionId: orderDeal.rule.promotionId, names: orderDeal.rule.names, saving: orderDeal.saving }
      : null,
    total: subtotal - discount,
  };
}
