import { describe, expect, it } from 'vitest';
import { crossingsOf, polygonFeature, ringOf } from './ring';

const square = [
  [34.77, 32.08],
  [34.79, 32.08],
  [34.79, 32.1],
  [34.77, 32.1],
  [34.77, 32.08],
];

describe('crossingsOf', () => {
  it('passes a simple ring, and one still being drawn (a corner placed twice, too few corners)', () => {
    expect(crossingsOf(square)).toEqual([]);
    expect(crossingsOf([square[0], square[1], square[1], square[0]])).toEqual([]);
    expect(crossingsOf([square[0], square[1], square[2], square[2], square[0]])).toEqual([]);
  });

  it('finds where a bow tie crosses', () => {
    const bowTie = [square[0], square[2], square[1], square[3], square[0]];
    expect(crossingsOf(bowTie)).toEqual([[34.78, 32.09]]);
  });
});

describe('ringOf / polygonFeature', () => {
  it('reads back the ring a polygon feature was made from; null for a broken or missing one', () => {
    const ring = square as [number, number][];
    expect(ringOf(polygonFeature(ring))).toEqual(ring);
    expect(ringOf(undefined)).toBeNull();
    expect(ringOf(polygonFeature([ring[0], ring[1], ring[0]] as [number, number][]))).toBeNull();
  });
});
