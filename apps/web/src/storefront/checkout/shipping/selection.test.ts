import { describe, expect, it } from 'vitest';
import { initialSelection, readRequestedId } from './selection';

const home = { shippingAddressId: 4, isDefault: false };
const work = { shippingAddressId: 7, isDefault: true };
const mum = { shippingAddressId: 9, isDefault: false };

describe('the selected address after loading', () => {
  it('is the requested one when the list holds it', () => {
    expect(initialSelection([home, work, mum], 9)).toBe(9);
  });

  it('is the default when nothing or an unknown id is requested', () => {
    expect(initialSelection([home, work, mum], null)).toBe(7);
    expect(initialSelection([home, work, mum], 12)).toBe(7);
  });

  it('is the first when there is no default', () => {
    expect(initialSelection([home, mum], null)).toBe(4);
  });

  it('is none for an empty list', () => {
    expect(initialSelection([], 4)).toBeNull();
  });
});

describe('the requested address id', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['2147483647', 2147483647],
  ])('reads %j', (value, id) => {
    expect(readRequestedId(value)).toBe(id);
  });

  it.each([null, '', '0', '-3', '1.5', 'abc', '2147483648', '12345678901'])('ignores %j', (value) => {
    expect(readRequestedId(value)).toBeNull();
  });
});
