import { describe, expect, it } from 'vitest';
import { gtinOf } from './gtin';

describe('gtinOf', () => {
  it.each([
    ['96385074', 8],
    ['036000291452', 12],
    ['4006381333931', 13],
    ['10614141000415', 14],
  ])('%s is a GTIN-%i', (code, length) => {
    expect(gtinOf(code)).toEqual({ length, code });
  });

  it.each([
    ['4006381333932', 'a wrong check digit'],
    ['036000291453', 'a wrong check digit (12)'],
    ['400638133393', 'no GTIN length (11)'],
    ['40063813339X', 'not all digits'],
    [' 4006381333931', 'a space'],
    ['', 'empty'],
  ])('%s is none (%s)', (code) => {
    expect(gtinOf(code)).toBeNull();
  });

  it('has none without a barcode', () => {
    expect(gtinOf(null)).toBeNull();
  });
});
