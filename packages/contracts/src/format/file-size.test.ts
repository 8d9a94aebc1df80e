import { describe, expect, it } from 'vitest';
import { formatFileSize } from '.';

describe('formatFileSize', () => {
  it('shows bytes whole, below 1024', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('steps by 1024 through KB, MB, GB and TB, with at most one decimal', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10_000)).toBe('9.8 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(formatFileSize(25 * 1024 ** 2)).toBe('25 MB');
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1.3 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1 TB');
  });

  it('stays in TB above it, and moves up a unit when rounding reaches 1024', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2048 TB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('gives nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
