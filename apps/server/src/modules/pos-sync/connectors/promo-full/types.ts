// The contracts index does not export the reward kinds yet; a type-only import, erased when run.
import type { Reward } from '@grocery/contracts';

export type { Reward };

export interface PromoFileHeader {
  chainId: string | null;
  subChainId: string | null;
  storeId: string | null;
}

export interface ImportedPromotion {
  /** PromotionId as written (leading zeros kept); rows repeating it merge their items. */
  sourceKey: string;
  description: string;
  reward: Reward;
  /** Item codes as the price file reads them, ItemType 0 (internal codes) dropped, each once. */
  itemCodes: string[];
  weighted: boolean;
  /** Thousandths (MinQty × 1000) when MinQty is a condition beyond the reward's own count. */
  minQuantity: number | null;
  /** Agorot, from MinPurchaseAmnt or its variants when above 0. */
  minOrderTotal: number | null;
  /** Thousandths, from RedemptionLimit or MaxQty when above 0. */
  limitPerOrder: number | null;
  /** 'YYYY-MM-DDTHH:mm', Israel local time. */
  startsLocal: string;
  endsLocal: string;
  /** Club codes; [] is everyone. */
  clubCodes: string[];
  /** AllowMultipleDiscounts = 1. */
  combines: boolean;
  raw: { rewardType: string; minQty: string; discountedPrice: string; discountRate: string; club: string };
}

export const promoRefusalReasons = [
  'UNSUPPORTED_REWARD_TYPE',
  'COUPON_REQUIRED',
  'CLUB_EXPRESSION',
  'GROUPS_OR_GIFTS',
  'NO_ITEMS',
  'BAD_DATES',
  'RATE_OUT_OF_SCALE',
  'INCONSISTENT',
  'ENDED',
] as const;
export type PromoRefusalReason = (typeof promoRefusalReasons)[number];

export interface RefusedPromotion {
  sourceKey: string;
  description: string;
  reason: PromoRefusalReason;
  /** Short English, naming the raw values. */
  detail: string;
}

export interface PromoFile {
  header: PromoFileHeader;
  /** The Count attribute of the promotion list (of Super-Pharm's lines, one per promotion and item). */
  declaredCount: number | null;
  promotions: ImportedPromotion[];
  refused: RefusedPromotion[];
}

/** How DiscountRate is written: a percent, a percent × 100, or told by its size (decision 0069). */
export type RateScale = 'auto' | 'percent' | 'basis_points';

export interface PromoReadOptions {
  /** Promotions that ended before it are refused ENDED. */
  now: Date;
  rateScale?: RateScale;
  /** The most bytes the file may hold unpacked; the price file's default when absent. */
  maxUnpackedBytes?: number;
}
