import type { FileKind } from '@grocery/contracts';
import { PosUnavailable } from '../../connector';

/**
 * A file that is another kind of file than a price file (decision 0067): BAD_FILE, with its kind
 * for the page and, in the message, the same in English for the logs. No position: the file is
 * not broken somewhere, it is something else.
 */
export class NotAPriceFile extends PosUnavailable {
  constructor(
    readonly kind: FileKind,
    readonly root: string | null,
  ) {
    super('BAD_FILE', messageOf(kind, root));
  }
}

/** The roots of the price files met (`<root>`, `<Root>`, `<Prices>`, Super-Pharm's `<OrderXml>`). */
const PRICE_ROOTS = new Set(['root', 'prices', 'orderxml']);

/**
 * Elements that, met before any item list, tell another kind of file: a Stores file lists its
 * branches (`<SubChains><SubChain><Stores><Store>`, Shufersal's `<STORES><STORE>`, `<Branches>`),
 * a Promo file its promotions (`<Promotions><Promotion>`, `<Promos>`).
 */
const KIND_OF_ELEMENT: Record<string, FileKind> = {
  subchains: 'STORES',
  stores: 'STORES',
  store: 'STORES',
  branches: 'STORES',
  promotions: 'PROMO',
  promotion: 'PROMO',
  promos: 'PROMO',
};

/** The kind an element (lower-cased, no prefix) tells when met outside an item list; null: none. */
export function kindOfElement(name: string, depth: number): FileKind | null {
  if (depth === 1 && name === 'html') return 'HTML';
  return KIND_OF_ELEMENT[name] ?? null;
}

/** A file read to its end without an item list: a price file's root without one, or another root. */
export const withoutList = (root: string) =>
  new NotAPriceFile(PRICE_ROOTS.has(root.toLowerCase()) ? 'NO_ITEM_LIST' : 'UNKNOWN_ROOT', root);

function messageOf(kind: FileKind, root: string | null): string {
  const element = `<${root ?? '?'}>`;
  switch (kind) {
    case 'STORES':
      return `a Stores file (the chain's branches, under ${element}), not a price file`;
    case 'PROMO':
      return `a Promo file (promotions, under ${element}), not a price file`;
    case 'HTML':
      return 'an HTML page (a login page?), not a price file';
    case 'UNKNOWN_ROOT':
      return `an XML file whose root element is ${element} with no item list: not a price file`;
    case 'NO_ITEM_LIST':
      return `no <Items>, <Products> or <Details> list under ${element}: not a price file`;
    case 'NO_PRICES':
      return 'items without an <ItemPrice>: not a price file';
  }
}
