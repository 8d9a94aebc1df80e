import {
  fillText,
  formatCount,
  formatDateTimeIn,
  type LanguageCode,
  localeOf,
  type PromotionReward,
  type PromotionState,
  shopTimeZone,
} from '@grocery/contracts';
import type { promotionsListTexts } from './texts';

type ListTexts = Record<keyof (typeof promotionsListTexts)['en'], string>;
type Money = (amount: number) => string;

const shopMinutePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The shop's wall clock at an instant, as the minute `YYYY-MM-DDTHH:mm`. */
function wallMinute(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: shopTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((piece) => piece.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const asUtc = (minute: string) => Date.parse(`${minute}:00Z`);

/**
 * A shop-time minute as an instant: the minute read as UTC, moved back by the shop's offset then
 * (twice, so a guess across a clock change settles). Null for anything else.
 */
export function shopMinuteInstant(minute: string): Date | null {
  if (!shopMinutePattern.test(minute)) return null;
  let instant = asUtc(minute);
  for (let round = 0; round < 2; round++) instant += asUtc(minute) - asUtc(wallMinute(new Date(instant)));
  return Number.isNaN(instant) ? null : new Date(instant);
}

/**
 * A promotion's time as the editor's `YYYY-MM-DDTHH:mm` in shop time: the contract's request speaks
 * so, and an answer may carry either that or an instant (ISO); both read the same here.
 */
export function shopMinuteOf(value: string): string {
  if (shopMinutePattern.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : wallMinute(instant);
}

/** A promotion's time through the project's one date formatter (shop clock, the language's order). */
export function promotionTimeText(language: LanguageCode, value: string): string {
  return formatDateTimeIn(language, shopMinuteInstant(shopMinuteOf(value)));
}

/** "2nd", "ה־2", "ที่ 2": the text's `category=form` parts by the language's ordinal rules. */
function ordinalText(language: LanguageCode, text: string, n: number): string {
  const forms = new Map(
    text.split(';').map((part) => {
      const [category = '', form = ''] = part.split('=');
      return [category.trim(), form.trim()] as const;
    }),
  );
  const category = new Intl.PluralRules(localeOf[language], { type: 'ordinal' }).select(n);
  return fillText(forms.get(category) ?? forms.get('other') ?? '{n}', { n });
}

/** A reward as the shop says it: "3 for ₪20.00", "20% off", "2 + 1", "2nd at 50% off". */
export function rewardText(texts: ListTexts, reward: PromotionReward, money: Money, language: LanguageCode) {
  const percent = (value: number) => formatCount(language, value, 2);
  switch (reward.kind) {
    case 'unit_price':
      return fillText(texts.unitPrice, { price: money(reward.price) });
    case 'amount_off':
      return fillText(texts.amountOff, { amount: money(reward.amount) });
    case 'percent_off':
      return fillText(texts.percentOff, { percent: percent(reward.percent) });
    case 'bundle':
      return fillText(texts.bundle, { quantity: reward.quantity, price: money(reward.price) });
    case 'buy_get':
      return fillText(texts.buyGet, { buy: reward.buy, get: reward.get });
    case 'nth_off': {
      const nth = ordinalText(language, texts.ordinal, reward.nth);
      return reward.percent >= 100
        ? fillText(texts.nthFree, { nth })
        : fillText(texts.nthOff, { nth, percent: percent(reward.percent) });
    }
  }
}

/** Money inside a sentence reads left to right in a right-to-left one too (a bidi isolate). */
export const isolated = (text: string) => `\u2066${text}\u2069`;

export const stateColors: Record<PromotionState, string> = {
  current: 'green',
  future: 'blue',
  past: 'gray',
  off: 'red',
};
