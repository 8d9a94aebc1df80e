import { describe, expect, it } from 'vitest';
import { parsePoint } from './point';

describe('parsePoint', () => {
  it('reads a latitude and a longitude separated by a comma, semicolon or spaces', () => {
    expect(parsePoint('32.0853, 34.7818')).toEqual({ latitude: 32.0853, longitude: 34.7818 });
    expect(parsePoint(' 32.0853;34.7818 ')).toEqual({ latitude: 32.0853, longitude: 34.7818 });
    expect(parsePoint('-33.9 151.2')).toEqual({ latitude: -33.9, longitude: 151.2 });
  });

  it('refuses anything else: one number, three, words, out of range', () => {
    for (const text of ['', '32.08', '1, 2, 3', 'abc, 34', '32.0.1, 34', '91, 34', '32, 181', '1e2, 3']) {
      expect(parsePoint(text), text).toBeNull();
    }
  });
});
