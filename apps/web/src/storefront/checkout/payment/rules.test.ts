import { describe, expect, it } from 'vitest';
import { emptyPayment, paymentFields, paymentRules } from './rules';

const rules = paymentRules({ required: 'Required', expiryShape: 'MM/YY' });

describe('the payment placeholder form', () => {
  it('has the spec fields, all empty at first', () => {
    expect(Object.keys(emptyPayment)).toEqual([...paymentFields]);
    expect(Object.values(emptyPayment).every((value) => value === '')).toBe(true);
  });

  it('only requires a field', () => {
    expect(rules.required.validate('')).toBe('Required');
    expect(rules.required.validate('   ')).toBe('Required');
    expect(rules.required.validate('x')).toBe(true);
  });

  it.each(['01/27', '12/30', ' 07 / 29 '])('takes %j as an expiry', (value) => {
    expect(rules.expiry.validate(value)).toBe(true);
  });

  it.each(['13/27', '00/27', '1/27', '0127', '01/2027', 'ab/cd'])('refuses %j as an expiry', (value) => {
    expect(rules.expiry.validate(value)).toBe('MM/YY');
  });

  it('says an empty expiry is required', () => {
    expect(rules.expiry.validate('')).toBe('Required');
  });
});
