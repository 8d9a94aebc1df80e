export type PaymentValues = {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
};

export const paymentFields = [
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'zip',
  'cardNumber',
  'expiry',
  'cvv',
] as const satisfies readonly (keyof PaymentValues)[];

export const emptyPayment = Object.fromEntries(paymentFields.map((field) => [field, ''])) as PaymentValues;

/** MM/YY: a month 01–12, a slash, two digits (spaces around the slash allowed). */
const expiryPattern = /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/;

type Texts = { required: string; expiryShape: string };

/** Spec 2, 5: every field only required; the expiry also has the MM/YY shape. */
export function paymentRules(texts: Texts) {
  const required = (value: string) => value.trim() !== '' || texts.required;
  return {
    required: { validate: required },
    expiry: {
      validate: (value: string) => {
        const filled = required(value);
        if (filled !== true) return filled;
        return expiryPattern.test(value.trim()) || texts.expiryShape;
      },
    },
  };
}
