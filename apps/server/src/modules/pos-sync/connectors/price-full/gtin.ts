/**
 * Whether `code` is a GTIN with a correct check digit: EAN-8, UPC-A (12 digits) or EAN-13.
 * Shops also use internal codes of those lengths; about one in ten passes the check by chance,
 * which no reader of the code alone can tell apart.
 */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return false;
  // Weights 3,1,3,1… from the digit left of the check digit, whatever the length.
  let sum = 0;
  for (let i = code.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(code[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}
