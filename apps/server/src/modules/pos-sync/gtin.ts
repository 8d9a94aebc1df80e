/**
 * GTIN check digits (GS1): EAN-8, UPC-A (12 digits) and EAN-13. The weights run 3, 1, 3, 1… from
 * the digit left of the check digit, whatever the length, so one rule serves all three.
 */

/** The check digit of a GTIN's digits without it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(body[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

/** Why `code` is not a GTIN, or null when it is one. */
export function gtinProblem(code: string): string | null {
  if (!/^\d+$/.test(code)) return 'not digits';
  if (![8, 12, 13].includes(code.length)) return `${code.length} digits, not 8, 12 or 13`;
  const expected = gtinCheckDigit(code.slice(0, -1));
  return Number(code.at(-1)) === expected ? null : `check digit ${code.at(-1)}, not ${expected}`;
}

export function isGtin(code: string): boolean {
  return gtinProblem(code) === null;
}

/**
 * The GTIN a POS item code stands for, where its check digit proves it: an EAN-8, UPC-A or EAN-13 as
 * it is, and an 11-digit code as the UPC-A whose leading zero the chain's system dropped (12 digits,
 * as UPC-A codes are kept). Shorter codes are not padded: a chain's internal numbers would pass the
 * check one time in ten.
 */
export function gtinOf(code: string): string | null {
  if (isGtin(code)) return code;
  if (/^\d{11}$/.test(code) && isGtin(`0${code}`)) return `0${code}`;
  return null;
}
