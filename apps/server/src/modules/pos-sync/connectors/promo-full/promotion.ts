import { readCode } from '../price-full/item';
import { clubCodesOf } from './clubs';
import { localTimeOf } from './dates';
import { decimal, Refusal, rewardOf } from './reward';
import type { Row, Terms } from './rows';
import type { ImportedPromotion, RateScale, RefusedPromotion } from './types';

const TERM_NAMES: Record<keyof Terms, string> = {
  description: 'PromotionDescription',
  rewardType: 'RewardType',
  minQty: 'MinQty',
  maxQty: 'MaxQty',
  discountRate: 'DiscountRate',
  discountedPrice: 'DiscountedPrice',
  weighted: 'IsWeightedPromo',
  giftCount: 'AdditionalGiftCount',
  coupon: 'AdditionalIsCoupon',
  minPurchase: 'MinPurchaseAmnt',
  allowMultiple: 'AllowMultipleDiscounts',
  start: 'the start',
  end: 'the end',
  club: 'ClubId',
};

const flag = (text: string) => text === '1' || text.toLowerCase() === 'true';

/** Above 0 in `unit`s (100 for agorot, 1000 for thousandths), else null. */
function positive(field: string, text: string, unit: number): number | null {
  const value = decimal(field, text);
  return value !== null && value > 0 ? Math.round(value * unit) : null;
}

/**
 * The rows of one PromotionId (several when a file repeats it) to a promotion, or to its refusal:
 * checks in the research's order (§4.2), the first refusal wins.
 */
export function promotionOf(
  id: string,
  rows: readonly Row[],
  options: { now: Date; rateScale: RateScale },
): { promotion: ImportedPromotion } | { refused: RefusedPromotion } {
  const [first] = rows;
  const terms = first?.terms;
  const description = terms?.description ?? '';
  try {
    if (!first || !terms) throw new Refusal('INCONSISTENT', 'no rows');
    if (!id) throw new Refusal('INCONSISTENT', 'no PromotionId');
    if (flag(terms.coupon)) throw new Refusal('COUPON_REQUIRED', `AdditionalIsCoupon ${terms.coupon}`);
    const clubs = clubCodesOf(terms.club ? terms.club.split(' ; ') : []);
    if ('error' in clubs) throw new Refusal('CLUB_EXPRESSION', clubs.error);
    const groups = Math.max(...rows.map((row) => row.groups));
    if (groups > 1) throw new Refusal('GROUPS_OR_GIFTS', `${groups} Groups of items`);
    const items = rows.flatMap((row) => row.items);
    if (rows.some((row) => row.giftList) || items.some((item) => flag(item.gift)))
      throw new Refusal('GROUPS_OR_GIFTS', 'gift items (IsGiftItem 1)');

    const conflict = rows.find((row) => row.conflict)?.conflict;
    if (conflict) throw new Refusal('INCONSISTENT', conflict);
    for (const row of rows.slice(1)) {
      const differs = (Object.keys(TERM_NAMES) as (keyof Terms)[]).find(
        (name) => name !== 'description' && row.terms[name] !== terms[name],
      );
      if (differs)
        throw new Refusal(
          'INCONSISTENT',
          `PromotionId repeated with another ${TERM_NAMES[differs]} ("${terms[differs]}", "${row.terms[differs]}")`,
        );
    }

    const codes = new Set<string>();
    let internal = 0;
    let unreadable = 0;
    for (const item of items) {
      const read = readCode(item.code);
      if (item.type === '0') internal++;
      else if ('error' in read) unreadable++;
      else codes.add(read.code);
    }
    if (codes.size === 0)
      throw new Refusal(
        'NO_ITEMS',
        `${items.length} items: ${internal} internal codes (ItemType 0), ${unreadable} unreadable codes`,
      );

    const start = localTimeOf(terms.start, '00:00');
    const end = localTimeOf(terms.end, '23:59');
    if (!start || !end) throw new Refusal('BAD_DATES', `start "${terms.start}", end "${terms.end}"`);
    if (end.instant < start.instant)
      throw new Refusal('BAD_DATES', `ends ${end.local} before it starts ${start.local}`);
    if (end.instant < options.now.getTime()) throw new Refusal('ENDED', `ended ${end.local}`);

    const weighted = flag(terms.weighted);
    const { reward, minQuantity } = rewardOf(terms, weighted, options.rateScale);
    return {
      promotion: {
        sourceKey: id,
        description,
        reward,
        itemCodes: [...codes],
        weighted,
        minQuantity,
        minOrderTotal: positive('MinPurchaseAmnt', terms.minPurchase, 100),
        limitPerOrder: positive('MaxQty', terms.maxQty, 1000),
        startsLocal: start.local,
        endsLocal: end.local,
        clubCodes: clubs.codes,
        combines: flag(terms.allowMultiple),
        raw: {
          rewardType: terms.rewardType,
          minQty: terms.minQty,
          discountedPrice: terms.discountedPrice,
          discountRate: terms.discountRate,
          club: terms.club,
        },
      },
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { refused: { sourceKey: id, description, reason: error.reason, detail: error.detail } };
  }
}
