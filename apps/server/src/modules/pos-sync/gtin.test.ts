import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, gtinOf, gtinProblem, isGtin } from './gtin';

describe('GTIN check digits', () => {
  it('accepts real EAN-13, EAN-8 and UPC-A codes', () => {
    for (const code of [
      '7290000066318',
      '4006381333931',
      '5901234123457',
      '96385074',
      '73513537',
      '036000291452',
    ])
      expect(isGtin(code), code).toBe(true);
  });

  it('computes the check digit of each length', () => {
    expect(gtinCheckDigit('729000006631')).toBe(8);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('400638133393')).toBe(1);
  });

  it('says why a code is no GTIN', () => {
    expect(gtinProblem('7290000066319')).toBe('check digit 9, not 8');
    expect(gtinProblem('96385075')).toBe('check digit 5, not 4');
    expect(gtinProblem('036000291453')).toBe('check digit 3, not 2');
    expect(gtinProblem('1234567')).toBe('7 digits, not 8, 12 or 13');
    expect(gtinProblem('72900000663181')).toBe('14 digits, not 8, 12 or 13');
    expect(gtinProblem('729000006631X')).toBe('not digits');
    expect(gtinProblem('')).toBe('not digits');
    expect(gtinProblem(' 7290000066318')).toBe('not digits');
  });

  it('reads an 11-digit code as the UPC-A that lost its leading zero, where the check digit proves it', () => {
    expect(gtinOf('36000291452')).toBe('036000291452');
    expect(gtinOf('36000291453')).toBeNull();
    expect(gtinOf('7290000066318')).toBe('7290000066318');
    expect(gtinOf('036000291452')).toBe('036000291452');
    expect(gtinOf('96385074')).toBe('96385074');
    // Shorter codes are a chain's own numbers, never padded (one in ten would pass the check).
    expect(gtinOf('1234565')).toBeNull();
    expect(gtinOf('7290000066319')).toBeNull();
  });
});
