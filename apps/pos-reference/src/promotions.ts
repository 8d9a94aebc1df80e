import type { Catalogue } from './catalogue';

/** Every this many items, one on a deal. */
const EVERY = 40;
/** The most promotions the file holds. */
const MOST = 2_500;

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The POS's promotions as the law's PromoFull (flat form), the way the chains publish them beside
 * their prices: one item in every 40 that is sold by the unit and active, alternately at 90 % of its
 * price (RewardType 1) and three for 2.5 times it (RewardType 10), from 2026 on.
 */
export function promoFullOf(catalogue: Catalogue): string {
  const promotions: string[] = [];
  for (let index = 0; index < catalogue.size && promotions.length < MOST; index += EVERY) {
    const item = catalogue.at(index);
    if (item.weighed || !item.active) continue;
    const price = Number(item.price);
    const bundle = promotions.length % 2 === 1;
    const terms = bundle
      ? `<RewardType>10</RewardType><MinQty>3</MinQty><DiscountedPrice>${(price * 2.5).toFixed(2)}</DiscountedPrice>`
      : `<RewardType>1</RewardType><MinQty>1</MinQty><DiscountedPrice>${(price * 0.9).toFixed(2)}</DiscountedPrice>`;
    promotions.push(
      `<Promotion><PromotionId>${item.code}</PromotionId>` +
        `<PromotionDescription>${xmlText(bundle ? `${item.name} 3 ב-${(price * 2.5).toFixed(2)}` : `${item.name} במבצע`)}</PromotionDescription>` +
        '<PromotionStartDate>2026-01-01</PromotionStartDate><PromotionStartHour>00:00:00</PromotionStartHour>' +
        '<PromotionEndDate>2099-12-31</PromotionEndDate><PromotionEndHour>23:59:00</PromotionEndHour>' +
        `${terms}<AllowMultipleDiscounts>0</AllowMultipleDiscounts><IsWeightedPromo>0</IsWeightedPromo>` +
        '<AdditionalRestrictions><AdditionalIsCoupon>0</AdditionalIsCoupon></AdditionalRestrictions>' +
        `<PromotionItems Count="1"><Item><ItemCode>${item.code}</ItemCode><ItemType>1</ItemType>` +
        '<IsGiftItem>0</IsGiftItem></Item></PromotionItems><Clubs><ClubId>0</ClubId></Clubs></Promotion>\n',
    );
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Root><ChainId>7290000000000</ChainId><SubChainId>001</SubChainId>' +
    `<StoreId>001</StoreId><Promotions Count="${promotions.length}">\n${promotions.join('')}</Promotions></Root>\n`
  );
}
