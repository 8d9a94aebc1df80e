/**
 * GTIN check digits (GS1), for the product's structured data. The server's import has the same rule
 * (apps/server/src/modules/pos-sync/gtin.ts); web code cannot import server code.
 */

const gtinLengths = [8, 12, 13, 14] as const;
export type GtinLength = (typeof gtinLengths)[number];

/** The weights run 3, 1, 3, 1… from the digit left of the check digit, whatever the length. */
function checkDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(body[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

/** The barcode as a GTIN-8/12/13/14 when it is all digits of such a length with a valid check digit. */
export function gtinOf(barcode: string | null): { length: GtinLength; code: string } | null {
  if (barcode === null || !/^\d+$/.test(barcode)) return null;
  const length = gtinLengths.find((candidate) => candidate === barcode.length);
  if (length === undefined) return null;
  return Number(barcode.at(-1)) === checkDigit(barcode.slice(0, -1)) ? { length, code: barcode } : null;
}
