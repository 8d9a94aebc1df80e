/** An element of one promotion record: its local name lower-cased, its text, its children. */
export interface El {
  name: string;
  text: string;
  children: El[];
}

export interface RowItem {
  code: string;
  type: string;
  gift: string;
}

/** The terms of a promotion as written (trimmed), whatever the dialect named or nested them. */
export interface Terms {
  description: string;
  rewardType: string;
  minQty: string;
  maxQty: string;
  discountRate: string;
  discountedPrice: string;
  weighted: string;
  giftCount: string;
  coupon: string;
  minPurchase: string;
  allowMultiple: string;
  start: string;
  end: string;
  /** Every ClubId / ClubID value, joined by ' ; ' (a Clubs list may hold several). */
  club: string;
}

/** One record of the file (a Promotion, a Sale, a Line) read into the dialect-free shape. */
export interface Row {
  id: string;
  terms: Terms;
  items: RowItem[];
  groups: number;
  /** A list of gift items beside the promotion's items. */
  giftList: boolean;
  /** Why the record's items cannot share one set of terms, or why it was not kept whole. */
  conflict: string | null;
}

type Leaves = Map<string, string[]>;

/** Lists whose elements are not the promotion's own fields. */
const LISTS = new Set(['promotionitems', 'groups', 'giftsitems', 'items']);

/** The reward fields the grouped form (B) writes on each PromotionItem. */
const ITEM_TERMS = ['rewardtype', 'minqty', 'maxqty', 'discountrate', 'discountedprice', 'bisweighted'];

/** Text of the leaf elements under `el`, by name, outside the item lists (Clubs and AdditionalRestrictions included). */
function leavesOf(el: El, into: Leaves = new Map()): Leaves {
  for (const child of el.children) {
    if (LISTS.has(child.name)) continue;
    if (child.children.length > 0) leavesOf(child, into);
    else {
      const values = into.get(child.name) ?? [];
      values.push(child.text.trim());
      into.set(child.name, values);
    }
  }
  return into;
}

/** The first non-empty value under any of `names`, in that order. */
function pick(leaves: Leaves, ...names: string[]): string {
  for (const name of names) {
    const value = leaves.get(name)?.find((text) => text !== '');
    if (value !== undefined) return value;
  }
  return '';
}

/** The first value above 0 under `names` (Super-Pharm writes MinPurchaseAmnt 0 beside a basket minimum), else the first. */
function pickAbove0(leaves: Leaves, ...names: string[]): string {
  const values = names.flatMap((name) => leaves.get(name) ?? []).filter((text) => text !== '');
  return values.find((text) => Number(text) > 0) ?? values[0] ?? '';
}

const childrenNamed = (el: El, name: string) => el.children.filter((child) => child.name === name);

export function rowOf(record: El, oversize: string | null): Row {
  const leaves = leavesOf(record);
  const groups = childrenNamed(record, 'groups').flatMap((list) => childrenNamed(list, 'group'));
  const holders = groups.length > 0 ? groups : [record];
  for (const group of groups) leavesOf(group, leaves);
  const itemElements = holders.flatMap((holder) =>
    holder.children.filter((child) => child.name === 'promotionitems' || child.name === 'items'),
  );
  const itemLeaves = itemElements.flatMap((list) => list.children).map((item) => leavesOf(item));
  // Legacy Sales and Super-Pharm's Lines are one item each, written on the record itself.
  if (itemLeaves.length === 0 && leaves.has('itemcode')) itemLeaves.push(leaves);

  let conflict = oversize;
  const first = itemLeaves[0];
  if (first && first !== leaves) {
    const written = (item: Leaves) => ITEM_TERMS.map((name) => pick(item, name, aliasOf(name))).join('|');
    if (itemLeaves.some((item) => written(item) !== written(first)))
      conflict ??= 'its items carry different RewardType, MinQty, DiscountRate or DiscountedPrice';
    for (const name of ITEM_TERMS) {
      const value = pick(first, name, aliasOf(name));
      if (value && !pick(leaves, name)) leaves.set(name, [value]);
    }
  }

  // A date written with a time of its own ('2026-11-22T00:00:00') takes the hour field's when there is one.
  const dated = (whole: string, date: string, hour: string) => {
    const day = pick(leaves, date);
    const time = pick(leaves, hour);
    return pick(leaves, whole) || (time ? `${day.split(/[ T]/)[0]} ${time}` : day);
  };
  return {
    id: pick(leaves, 'promotionid'),
    terms: {
      description: pick(leaves, 'promotiondescription').replace(/\s+/g, ' '),
      rewardType: pick(leaves, 'rewardtype'),
      minQty: pick(leaves, 'minqty'),
      maxQty: pick(leaves, 'redemptionlimit', 'maxqty'),
      discountRate: pick(leaves, 'discountrate'),
      discountedPrice: pick(leaves, 'discountedprice'),
      weighted: pick(leaves, 'isweightedpromo', 'bisweighted', 'blsweighted'),
      giftCount: pick(leaves, 'additionalgiftcount'),
      coupon: pick(leaves, 'additionaliscoupon', 'additionaliscoupn'),
      minPurchase: pickAbove0(
        leaves,
        'minpurchaseamnt',
        'minpurchaseamount',
        'minamount',
        'additionalminbasketamount',
        'additionalminamount',
      ),
      allowMultiple: pick(leaves, 'allowmultiplediscounts'),
      start: dated('promotionstartdatetime', 'promotionstartdate', 'promotionstarthour'),
      end: dated('promotionenddatetime', 'promotionenddate', 'promotionendhour'),
      club: (leaves.get('clubid') ?? []).filter((text) => text !== '').join(' ; '),
    },
    items: itemLeaves.map((item) => ({
      code: pick(item, 'itemcode'),
      type: pick(item, 'itemtype'),
      gift: pick(item, 'isgiftitem'),
    })),
    groups: groups.length,
    giftList: childrenNamed(record, 'giftsitems').some((list) => list.children.length > 0),
    conflict,
  };
}

/** Super-Pharm spells bIsWeighted with a lower-case L. */
const aliasOf = (name: string) => (name === 'bisweighted' ? 'blsweighted' : name);
