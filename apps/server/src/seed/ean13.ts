/** EAN-13 barcodes: 12 data digits and a check digit (weights 1 and 3 from the left). */

export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits before the check digit: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** Israeli GS1 prefix 729, then nine digits of our own, then the check digit. */
export function israeliEan13(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new Error(`expected nine digits: ${nineDigits}`);
  const first12 = `729${nineDigits}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}
