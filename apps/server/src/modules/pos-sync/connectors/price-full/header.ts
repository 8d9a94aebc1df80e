import { encodingOf, peek, unpack } from './bytes';

export interface FileHeader {
  chainId: string | null;
  storeId: string | null;
}

/** Where the header of a price-transparency file ends at the latest: its fields come before any item. */
const HEAD_BYTES = 64 * 1024;

/**
 * The chain and store a price or promotions file names in its header (ChainId/ChainID, StoreId/
 * StoreID, in any dialect), from its first bytes only; null for a field it does not name there.
 * Store numbers compare without their leading zeros.
 */
export async function fileHeader(chunks: AsyncIterable<Buffer>): Promise<FileHeader> {
  const { head } = await peek(await unpack(chunks), HEAD_BYTES);
  const text = new TextDecoder(encodingOf(head)).decode(head);
  const field = (name: string) =>
    new RegExp(`<(?:\\w+:)?${name}>\\s*(\\d+)\\s*<`, 'i').exec(text)?.[1] ?? null;
  const store = field('StoreId');
  return { chainId: field('ChainId'), storeId: store === null ? null : String(Number(store)) };
}
