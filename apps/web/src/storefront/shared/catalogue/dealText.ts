import {
  fillText,
  formatCount,
  formatDayMonthIn,
  type LanguageCode,
  type ProductDeal,
} from '@grocery/contracts';
import type { dealTexts } from './dealTexts';

type Texts = Record<keyof (typeof dealTexts)['en'], string>;

/** The badge's offer as the text before the price, the price (shown left to right), and the text after. */
export type OfferParts = [before: string, price: string, after: string];

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st. */
function englishOrdinal(n: number): string {
  const tens = n % 100;
  const suffix = tens > 10 && tens < 14 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Splits a filled template at its {price}; no price, all of it before. */
function around(template: string, values: Record<string, string | number>, price: string): OfferParts {
  const filled = fillText(template, values);
  const at = filled.indexOf('{price}');
  if (at < 0) return [filled, '', ''];
  return [filled.slice(0, at), price, filled.slice(at + '{price}'.length)];
}

/**
 * What a deal gives, in the page's language (decision 0068): "3 for ₪20.00", "2 + 1", "2nd at 50% off",
 * "20% off", "₪5.00 off", "₪9.90" or "₪39.90 a kg". Money through the shop's one formatter.
 */
export function dealOffer(
  deal: Pick<ProductDeal, 'reward'>,
  unit: 'unit' | 'kg',
  language: LanguageCode,
  texts: Texts,
  money: (amount: number) => string,
): OfferParts {
  const reward = deal.reward;
  const percent = (value: number) => formatCount(language, value, 2);
  switch (reward.kind) {
    case 'unit_price':
      return unit === 'kg'
        ? around(texts.unitPriceKg, {}, money(reward.price))
        : ['', money(reward.price), ''];
    case 'amount_off':
      return around(texts.amountOff, {}, money(reward.amount));
    case 'percent_off':
      return around(texts.percentOff, { percent: percent(reward.percent) }, '');
    case 'bundle':
      return around(texts.bundle, { quantity: reward.quantity }, money(reward.price));
    case 'buy_get':
      return around(texts.buyGet, { buy: reward.buy, get: reward.get }, '');
    case 'nth_off': {
      const nth = language === 'en' ? englishOrdinal(reward.nth) : reward.nth;
      return reward.percent >= 100
        ? around(texts.nthFree, { nth }, '')
        : around(texts.nthOff, { nth, percent: percent(reward.percent) }, '');
    }
  }
}

/** "until 30/11" ("עד 30.11"): the deal's last day in shop time, which endsAt already is. */
export function dealUntil(deal: Pick<ProductDeal, 'endsAt'>, language: LanguageCode, texts: Texts): string {
  return fillText(texts.until, { date: formatDayMonthIn(language, deal.endsAt.slice(0, 10)) });
}

/** The whole badge as one line of text: "3 for ₪20.00 · until 30/11 · Club". */
export function dealText(
  deal: ProductDeal,
  unit: 'unit' | 'kg',
  language: LanguageCode,
  texts: Texts,
  money: (amount: number) => string,
): string {
  const parts = [dealOffer(deal, unit, language, texts, money).join(''), dealUntil(deal, language, texts)];
  if (deal.forCustomerTypes) parts.push(texts.club);
  return parts.join(' · ');
}
