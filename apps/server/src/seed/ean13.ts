import { ean13CheckDigit } from '@grocery/contracts';

/** EAN-13 barcodes: 12 data digits and a check digit (the rule is the contracts', as the admin checks it). */
export { ean13CheckDigit };

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** Israeli GS1 prefix 729, then nine digits of our own, then the check digit. */
export function israeliEan13(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new Error(`expected nine digits: ${nineDigits}`);
  const first12 = `729${nineDigits}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
