import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatPoint, readSearchInput, roundCoordinate } from './coordinates';

describe('the shipping search box', () => {
  it.each([
    ['32.0853, 34.7818', 32.0853, 34.7818],
    ['32.0853,34.7818', 32.0853, 34.7818],
    ['  32.0853 ,   34.7818  ', 32.0853, 34.7818],
    ['-33.8688, 151.2093', -33.8688, 151.2093],
    ['+51.5, -0.1276', 51.5, -0.1276],
    ['0, 0', 0, 0],
    ['90, 180', 90, 180],
    ['-90, -180', -90, -180],
    ['.5, 7.', 0.5, 7],
  ])('reads %j as a point', (text, latitude, longitude) => {
    expect(readSearchInput(text)).toEqual({ kind: 'point', point: { latitude, longitude } });
  });

  it.each(['90.000001, 0', '0, 180.5', '-91, 10', '45, -181'])('refuses %j as out of range', (text) => {
    expect(readSearchInput(text)).toEqual({ kind: 'outOfRange' });
  });

  it.each([
    ['Dizengoff 50, Tel Aviv', 'Dizengoff 50, Tel Aviv'],
    ['32.08 34.78', '32.08 34.78'],
    ['32.08, 34.78, 5', '32.08, 34.78, 5'],
    ['32,08; 34,78', '32,08; 34,78'],
    ['--32, 34', '--32, 34'],
    ['  רחוב הרצל 1  ', 'רחוב הרצל 1'],
  ])('geocodes %j as text', (text, query) => {
    expect(readSearchInput(text)).toEqual({ kind: 'text', query });
  });

  it('needs two characters of text and sends at most 200', () => {
    expect(readSearchInput(' a ')).toEqual({ kind: 'tooShort' });
    expect(readSearchInput('')).toEqual({ kind: 'tooShort' });
    expect(readSearchInput('ab')).toEqual({ kind: 'text', query: 'ab' });
    const long = readSearchInput('x'.repeat(250));
    expect(long.kind === 'text' && long.query.length).toBe(200);
  });
});

describe('coordinates', () => {
  it('show six decimals', () => {
    expect(formatCoordinate(32.0853)).toBe('32.085300');
    expect(formatCoordinate(34.78181234567)).toBe('34.781812');
    expect(formatCoordinate(-0.0000001)).toBe('0.000000');
    expect(formatCoordinate(-122.4194159)).toBe('-122.419416');
    expect(formatPoint({ latitude: 32.0853, longitude: 34.7818 })).toBe('32.085300, 34.781800');
  });

  it('round to six decimals for the server', () => {
    expect(roundCoordinate(32.08531234)).toBe(32.085312);
    expect(Object.is(roundCoordinate(-0.0000001), 0)).toBe(true);
  });
});
