import type { DeliverySlot, LanguageCode, OrderStatus } from '@grocery/contracts';
import type { Prng } from './prng';

/**
 * The demo orders' plan (decision 0052): which customer orders on which slot, how far the order got
 * and when each step happened. Pure: the same slots, clock and generator give the same plan;
 * startup/demo-orders.ts carries it out through the shop's own services.
 */

const hour = 3_600_000;
const minute = 60_000;
/** Orders reach back this many weeks, and forward this many days. */
const weeksBack = 3;
const daysAhead = 4;

/** A slot the order ends up on: a bookable slot (`source`) moved back by `shiftDays` (whole weeks). */
export interface TargetSlot {
  source: DeliverySlot;
  shiftDays: number;
  date: string;
  startsAt: number;
  endsAt: number;
}

export type PlannedStep =
  | { kind: 'status'; to: OrderStatus; reason?: string }
  | { kind: 'picked' }
  | { kind: 'note'; text: string };

export interface PlannedOrder {
  customer: number;
  slot: TargetSlot;
  steps: PlannedStep[];
  /** When it was placed, then when each step happened (epoch ms, all in the past). */
  placedAt: number;
  stepTimes: number[];
}

export interface PlanCustomer {
  language: LanguageCode;
  /** How likely they order on one of their slots (0..1). */
  rate: number;
  slots: DeliverySlot[];
}

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The slots an order may end up on: each bookable slot as it is (from today on, up to `daysAhead`)
 * and moved back by whole weeks (the same weekday and window) down to `weeksBack` weeks ago; for a
 * past or today's date the nearest bookable source.
 */
export function targetSlots(slots: DeliverySlot[], today: string): TargetSlot[] {
  const byKey = new Map<string, TargetSlot>();
  const first = addDays(today, -7 * weeksBack);
  const last = addDays(today, daysAhead);
  for (const source of slots.filter((slot) => slot.bookable)) {
    for (let weeks = 0; weeks <= weeksBack; weeks++) {
      const shiftDays = 7 * weeks;
      const date = addDays(source.date, -shiftDays);
      if (date < first || date > last || (weeks > 0 && date > today)) continue;
      const key = `${source.deliveryZoneWindowId}/${date}`;
      const known = byKey.get(key);
      if (known && known.shiftDays <= shiftDays) continue;
      const back = shiftDays * 86_400_000;
      byKey.set(key, {
        source,
        shiftDays,
        date,
        startsAt: Date.parse(source.startsAt) - back,
        endsAt: Date.parse(source.endsAt) - back,
      });
    }
  }
  return [...byKey.values()].sort((a, b) => a.startsAt - b.startsAt);
}

const status = (to: OrderStatus, reason?: string): PlannedStep => ({
  kind: 'status',
  to,
  ...(reason ? { reason } : {}),
});

const reasons: Record<'cancelled' | 'failed', Record<LanguageCode, string[]>> = {
  cancelled: {
    en: ['The customer asked to cancel: ordered twice by mistake.', 'Cancelled at the customer’s request.'],
    he: ['הלקוח ביקש לבטל: ההזמנה בוצעה פעמיים בטעות.', 'בוטל לבקשת הלקוח.'],
    th: ['ลูกค้าขอยกเลิก: สั่งซ้ำสองครั้งโดยไม่ตั้งใจ', 'ยกเลิกตามคำขอของลูกค้า'],
  },
  failed: {
    en: ['Nobody was home; the courier called twice.'],
    he: ['לא היה איש בבית; השליח התקשר פעמיים.'],
    th: ['ไม่มีใครอยู่บ้าน พนักงานส่งโทรไปสองครั้งแล้ว'],
  },
};

const substitution: Record<LanguageCode, string> = {
  en: 'One item was out of stock; we packed the same product in a larger size at the same price.',
  he: 'מוצר אחד אזל מהמלאי; ארזנו את אותו מוצר בגודל גדול יותר באותו מחיר.',
  th: 'สินค้าหนึ่งรายการหมด เราจึงจัดสินค้าเดียวกันขนาดใหญ่กว่าให้ในราคาเดิม',
};

/** The steps that take an order from pending to `final` (a cancelled one after `cancelFrom`). */
function stepsTo(final: OrderStatus, language: LanguageCode, prng: Prng): PlannedStep[] {
  const upToPacked = [status('confirmed'), status('picking'), { kind: 'picked' } as const, status('packed')];
  const onTheRoad = [...upToPacked, status('out_for_delivery')];
  switch (final) {
    case 'pending':
      return [];
    case 'confirmed':
      return [status('confirmed')];
    case 'picking':
      return [status('confirmed'), status('picking'), { kind: 'picked' }];
    case 'packed':
      return upToPacked;
    case 'out_for_delivery':
      return onTheRoad;
    case 'delivered':
      return [...onTheRoad, status('delivered')];
    case 'delivery_failed':
      return [...onTheRoad, status('delivery_failed', prng.pick(reasons.failed[language]))];
    case 'cancelled': {
      const before = prng.pick([[], [status('confirmed')]]);
      return [...before, status('cancelled', prng.pick(reasons.cancelled[language]))];
    }
  }
}

/** What the shop had done by now with an order on this slot. */
function finalStatus(slot: TargetSlot, now: number, prng: Prng): OrderStatus {
  if (slot.endsAt <= now) {
    const roll = prng.next();
    if (roll < 0.1) return 'cancelled';
    return roll < 0.14 && now - slot.endsAt < 3 * 24 * hour ? 'delivery_failed' : 'delivered';
  }
  if (slot.startsAt <= now) return 'out_for_delivery';
  const ahead = slot.startsAt - now;
  if (ahead < 4 * hour) return prng.pick(['picking', 'packed'] as const);
  if (ahead < 20 * hour) return prng.pick(['confirmed', 'picking'] as const);
  return prng.chance(0.1) ? 'cancelled' : prng.pick(['pending', 'pending', 'confirmed'] as const);
}

/**
 * Each step's time: confirmed within the hour or two after placing, picking and packing in the
 * hours before the window, on the road and delivered within it, a cancellation before the
 * cut-off. A plan reaching past now is squeezed between placing and now, keeping its order.
 */
function timesOf(order: Omit<PlannedOrder, 'stepTimes'>, now: number, prng: Prng): number[] {
  const { startsAt, endsAt } = order.slot;
  let at = order.placedAt;
  const times = order.steps.map((step) => {
    const target =
      step.kind === 'picked'
        ? at + prng.int(10, 40) * minute
        : step.kind === 'note'
          ? at + prng.int(5, 30) * minute
          : statusTime(step.to, { at, startsAt, endsAt, prng });
    at = Math.max(target, at + minute);
    return at;
  });
  const last = times.at(-1);
  if (last === undefined || last <= now) return times;
  const scale = (now - minute - order.placedAt) / (last - order.placedAt);
  return times.map((time) => Math.round(order.placedAt + (time - order.placedAt) * scale));
}

function statusTime(
  to: OrderStatus,
  { at, startsAt, endsAt, prng }: { at: number; startsAt: number; endsAt: number; prng: Prng },
): number {
  switch (to) {
    case 'confirmed':
      return at + prng.int(10, 120) * minute;
    case 'picking':
      return startsAt - prng.int(150, 210) * minute;
    case 'packed':
      return startsAt - prng.int(30, 70) * minute;
    case 'out_for_delivery':
      return startsAt + prng.int(0, 30) * minute;
    case 'delivered':
      return at + prng.int(20, Math.max(21, (endsAt - at) / minute - 10)) * minute;
    case 'delivery_failed':
      return at + prng.int(30, 90) * minute;
    case 'cancelled':
      return Math.min(at + prng.int(30, 600) * minute, startsAt - 3 * hour);
    default:
      return at + minute;
  }
}

/**
 * The orders: each customer orders on some of their slots, `rate` of them; placed 5 to 48 hours
 * before the window (an upcoming one at most 20 hours ago). Every status of the flow is there:
 * the first upcoming orders are taken on the road, packed and picking when no slot put them there,
 * and a past one cancelled and one failed when the dice did not.
 */
export function planDemoOrders(customers: PlanCustomer[], now: number, today: string, prng: Prng) {
  const orders: PlannedOrder[] = [];
  for (const [customer, { language, rate, slots }] of customers.entries()) {
    for (const slot of targetSlots(slots, today)) {
      if (!prng.chance(rate)) continue;
      const final = finalStatus(slot, now, prng);
      const latest = Math.min(now - 5 * minute, slot.startsAt - 5 * hour);
      const placedAt =
        slot.startsAt - now > 20 * hour
          ? now - prng.int(10, 20 * 60) * minute
          : latest - prng.int(0, 43 * 60) * minute;
      const steps = stepsTo(final, language, prng);
      orders.push({ customer, slot, steps, placedAt, stepTimes: [] });
    }
  }
  ensureEveryStatus(orders, customers, now, prng);
  for (const order of orders) order.stepTimes = timesOf(order, now, prng);
  // One delivered order got a substitution note, told to the customer after packing.
  const noted = orders.find((order) => finalOf(order) === 'delivered');
  if (noted) addNote(noted, substitution[customers[noted.customer]?.language ?? 'en']);
  return orders.sort((a, b) => a.placedAt - b.placedAt);
}

export function finalOf(order: Pick<PlannedOrder, 'steps'>): OrderStatus {
  const moves = order.steps.flatMap((step) => (step.kind === 'status' ? [step.to] : []));
  return moves.at(-1) ?? 'pending';
}

function ensureEveryStatus(orders: PlannedOrder[], customers: PlanCustomer[], now: number, prng: Prng) {
  const count = (wanted: OrderStatus) => orders.filter((order) => finalOf(order) === wanted).length;
  const language = (order: PlannedOrder) => customers[order.customer]?.language ?? 'en';
  /** The first candidate whose status others share becomes `wanted`, unless one already is. */
  const take = (candidates: PlannedOrder[], wanted: OrderStatus) => {
    if (count(wanted) > 0) return;
    const order = candidates.find((each) => count(finalOf(each)) > 1);
    if (order) order.steps = stepsTo(wanted, language(order), prng);
  };
  const upcoming = orders.filter((order) => order.slot.endsAt > now);
  const soonest = [...upcoming].sort((a, b) => a.slot.startsAt - b.slot.startsAt);
  for (const wanted of ['out_for_delivery', 'packed', 'picking'] as const) take(soonest, wanted);
  for (const wanted of ['confirmed', 'pending'] as const) take([...soonest].reverse(), wanted);
  const past = orders
    .filter((order) => order.slot.endsAt <= now && finalOf(order) === 'delivered')
    .sort((a, b) => b.slot.endsAt - a.slot.endsAt);
  take(past, 'delivery_failed');
  take(past.slice(1), 'cancelled');
  // A delivery that failed once and was retried the same evening.
  const retried = past.find((order) => order.slot.endsAt < now - 24 * hour && finalOf(order) === 'delivered');
  if (retried) {
    const failed = stepsTo('delivery_failed', language(retried), prng);
    retried.steps = [...failed, status('out_for_delivery'), status('delivered')];
  }
}

function addNote(order: PlannedOrder, text: string) {
  const packed = order.steps.findIndex((step) => step.kind === 'status' && step.to === 'packed');
  if (packed < 0) return;
  const at = (order.stepTimes[packed] as number) + 5 * minute;
  order.steps.splice(packed + 1, 0, { kind: 'note', text });
  order.stepTimes.splice(packed + 1, 0, Math.min(at, (order.stepTimes[packed + 1] ?? at + minute) - 1));
}
